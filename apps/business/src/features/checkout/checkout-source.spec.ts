import type { CartItem } from '@shop/cart-engine';
import { checkoutSourceOf, linesOfBuyingPath } from './checkout-source';

const line = (id: string, draftPath: string) => ({ id, data: { draftPath } }) as CartItem;

describe('what a business checkout orders', () => {
  it('reads a file or a quotation from the address, else the cart; a malformed one is an invalid link', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(checkoutSourceOf(new URLSearchParams(`file=${id}`))).toEqual({ kind: 'file', fileId: id });
    expect(checkoutSourceOf(new URLSearchParams('quotation=Q4M2Q9X4T8W3'))).toEqual({
      kind: 'quotation',
      orderNo: 'Q4M2Q9X4T8W3',
    });
    expect(checkoutSourceOf(new URLSearchParams(''))).toEqual({ kind: 'cart' });
    expect(checkoutSourceOf(new URLSearchParams('file=../../etc'))).toEqual({ kind: 'invalid' });
    expect(checkoutSourceOf(new URLSearchParams('quotation=x'))).toEqual({ kind: 'invalid' });
  });

  it('takes the cart lines of its own buying page only', () => {
    const items = [line('1', '/b2b/buying'), line('2', '/b2b/buying-self/'), line('3', '/buying-friend')];
    expect(linesOfBuyingPath(items, '/b2b/buying').map((item) => item.id)).toEqual(['1']);
    expect(linesOfBuyingPath(items, '/b2b/buying-self').map((item) => item.id)).toEqual(['2']);
  });
});
