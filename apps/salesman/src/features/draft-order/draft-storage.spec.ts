import { DEFAULT_TERMS, EMPTY_DRAFT } from './draft-order';
import { deleteDraft, draftStorageKey, readDraft, writeDraft } from './draft-storage';

const julienForDurand = { buId: '250', salesmanId: '3001', custId: '2001', mode: 'others' as const };

describe("the salesman's stored draft", () => {
  beforeEach(() => localStorage.clear());

  it('is kept encoded per salesman, customer and buying page', () => {
    const draft = { lines: [], terms: { ...DEFAULT_TERMS, commissionRate: 7 } };
    writeDraft(localStorage, julienForDurand, draft);
    const stored = localStorage.getItem(draftStorageKey(julienForDurand)) ?? '';
    expect(stored).not.toContain('commissionRate');
    expect(readDraft(localStorage, julienForDurand)).toEqual(draft);
    expect(readDraft(localStorage, { ...julienForDurand, salesmanId: '3002' })).toBe(EMPTY_DRAFT);
    expect(readDraft(localStorage, { ...julienForDurand, mode: 'self' })).toBe(EMPTY_DRAFT);
  });

  it('is deleted, and an entry not written by the page reads as no draft', () => {
    writeDraft(localStorage, julienForDurand, { lines: [], terms: DEFAULT_TERMS });
    deleteDraft(localStorage, julienForDurand);
    expect(localStorage.length).toBe(0);
    localStorage.setItem(draftStorageKey(julienForDurand), 'not ours');
    expect(readDraft(localStorage, julienForDurand)).toBe(EMPTY_DRAFT);
  });
});
