import { canonicalJson, requestBodyHash } from './request-body-hash';

describe('the request body hash', () => {
  it('reads the same body with its keys in another order, at any depth, the same', () => {
    const sent = { orderNo: 'O-1', lines: [{ qty: 2, itemCode: 'A' }], payer: { name: 'Nora', email: 'n@x.ae' } };
    const again = { payer: { email: 'n@x.ae', name: 'Nora' }, lines: [{ itemCode: 'A', qty: 2 }], orderNo: 'O-1' };
    expect(canonicalJson(sent)).toBe(
      '{"lines":[{"itemCode":"A","qty":2}],"orderNo":"O-1","payer":{"email":"n@x.ae","name":"Nora"}}',
    );
    expect(requestBodyHash(again)).toBe(requestBodyHash(sent));
    expect(requestBodyHash(sent)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells apart bodies whose values, array order or fields differ', () => {
    const base = requestBodyHash({ amount: 5000, cards: ['a', 'b'] });
    expect(requestBodyHash({ amount: 5001, cards: ['a', 'b'] })).not.toBe(base);
    expect(requestBodyHash({ amount: 5000, cards: ['b', 'a'] })).not.toBe(base);
    expect(requestBodyHash({ amount: '5000', cards: ['a', 'b'] })).not.toBe(base);
    expect(requestBodyHash({ amount: 5000, cards: ['a', 'b'], note: '' })).not.toBe(base);
  });

  it('keeps a "__proto__" field of a parsed body in the hash', () => {
    const poisoned = JSON.parse('{"amount": 1, "__proto__": {"amount": 2}}') as unknown;
    expect(canonicalJson(poisoned)).toBe('{"__proto__":{"amount":2},"amount":1}');
    expect(requestBodyHash(poisoned)).not.toBe(requestBodyHash({ amount: 1 }));
  });

  it('follows JSON: an undefined field is as if absent, no body is null', () => {
    expect(requestBodyHash({ amount: 1, note: undefined })).toBe(requestBodyHash({ amount: 1 }));
    expect(canonicalJson(undefined)).toBe('null');
    expect(requestBodyHash(undefined)).toBe(requestBodyHash(null));
  });
});
