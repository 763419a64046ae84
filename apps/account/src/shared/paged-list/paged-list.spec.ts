import { appendPage, hasMore } from './paged-list';

const idOf = (item: { id: string }) => item.id;

describe('a paged list', () => {
  it('appends a later page below the items shown, in order', () => {
    expect(appendPage([{ id: 'a' }, { id: 'b' }], [{ id: 'c' }, { id: 'd' }], idOf)).toEqual([
      { id: 'a' },
      { id: 'b' },
      { id: 'c' },
      { id: 'd' },
    ]);
  });

  it('does not show twice an item pushed onto the next page by a newer one', () => {
    expect(appendPage([{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }], idOf)).toEqual([
      { id: 'a' },
      { id: 'b' },
      { id: 'c' },
    ]);
  });

  it('has more while fewer items are shown than the API holds', () => {
    expect(hasMore(10, 11)).toBe(true);
    expect(hasMore(11, 11)).toBe(false);
    expect(hasMore(0, 0)).toBe(false);
  });
});
