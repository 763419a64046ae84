import { changedPaths, keyedCatalogue } from './version-changes';

describe('the changes of a version', () => {
  it('names each changed leaf by its dotted path', () => {
    const before = { features: { b2b: false, cardQuery: true }, banners: { home: 'Hello' }, languages: ['en'] };
    const after = { features: { b2b: true, cardQuery: false }, banners: { home: 'Hi', top: 'New' }, languages: ['en'] };
    expect(changedPaths(before, after)).toEqual(['banners.home', 'banners.top', 'features.b2b', 'features.cardQuery']);
    expect(changedPaths(before, before)).toEqual([]);
  });

  it('names catalogue entries by their ids', () => {
    const catalogue = (active: boolean) =>
      keyedCatalogue({
        categories: [{ categoryId: 1 }],
        products: [{ itemCode: 'GC-1', isActive: active } as { itemCode: string }],
        templateCategories: [],
        templates: [],
      });
    expect(changedPaths(catalogue(true), catalogue(false))).toEqual(['products.GC-1.isActive']);
  });
});
