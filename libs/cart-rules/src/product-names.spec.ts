import { renameProducts } from './product-names';
import { line } from './testing';

describe('Cart lines take their products names in another language, by item code', () => {
  const cart = [
    line('a', { itemCode: 'MC-SHOP-D', productName: 'Carte Shopping Maison' }),
    line('b', {
      itemCode: 'MC-SHOP-CP',
      productName: 'Carte Shopping personnalisée',
      extraItemCode: 'MC-EXTRA-CHOCOLATS',
      extraProductName: 'Ballotin de chocolats',
    }),
    line('c', { itemCode: 'MC-GONE-D', productName: 'Carte retirée' }),
  ];
  const english = {
    products: { 'MC-SHOP-D': 'Maison Shopping eGift', 'MC-SHOP-CP': 'Personalised Shopping Card' },
    extras: { 'MC-EXTRA-CHOCOLATS': 'Box of chocolates' },
  };

  it('renames the card and the extra product of every line whose code is given, and nothing else', () => {
    const renamed = renameProducts(cart, english);
    expect(renamed.map((item) => [item.id, item.data.productName, item.data.extraProductName])).toEqual([
      ['a', 'Maison Shopping eGift', ''],
      ['b', 'Personalised Shopping Card', 'Box of chocolates'],
      // A card the catalogue no longer answers keeps the name it was bought under.
      ['c', 'Carte retirée', ''],
    ]);
    expect(renamed.map((item) => ({ ...item.data, productName: '', extraProductName: '' }))).toEqual(
      cart.map((item) => ({ ...item.data, productName: '', extraProductName: '' })),
    );
  });

  it('does not touch the lines it is given', () => {
    const before = JSON.stringify(cart);
    renameProducts(cart, english);
    expect(JSON.stringify(cart)).toBe(before);
  });

  it('answers the same list when no name changes, so a store has nothing to save', () => {
    const renamed = renameProducts(cart, english);
    expect(renameProducts(renamed, english)).toBe(renamed);
    expect(renameProducts(cart, { products: {}, extras: {} })).toBe(cart);
  });
});
