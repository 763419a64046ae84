import { EnvelopeError, importEnvelopeKey, openJson, sealJson } from '@shop/envelope';
import { randomBytes } from 'node:crypto';
import { openJsonOnServer, sealJsonOnServer } from './server-envelope';

const keyOf = () => importEnvelopeKey(new Uint8Array(randomBytes(32)));
const ANSWER = { products: [{ itemCode: 'MJ-HOME-D', productName: 'Maison · منزل' }], totalCount: 1 };

describe("the server's sealing, in the client's format", () => {
  it('opens what the client seals, and the client opens what it seals', async () => {
    const key = await keyOf();
    expect(openJsonOnServer(key, await sealJson(key, ANSWER, 'request:getProducts'), 'request:getProducts')).toEqual(
      ANSWER,
    );
    expect(await openJson(key, sealJsonOnServer(key, ANSWER, 'response:getProducts'), 'response:getProducts')).toEqual(
      ANSWER,
    );
  });

  it('seals each answer anew (a fresh IV)', async () => {
    const key = await keyOf();
    expect(sealJsonOnServer(key, ANSWER, 'response:x')).not.toBe(sealJsonOnServer(key, ANSWER, 'response:x'));
  });

  it('never gives two answers the same IV, past one draw of the IV pool', async () => {
    const key = await keyOf();
    const ivs = new Set<string>();
    for (let index = 0; index < 1_500; index += 1) ivs.add(sealJsonOnServer(key, ANSWER, 'response:x').split('.')[0]);
    expect(ivs.size).toBe(1_500);
    // Every one still opens on the client's side.
    const sealed = sealJsonOnServer(key, ANSWER, 'response:getProducts');
    expect(await openJson(key, sealed, 'response:getProducts')).toEqual(ANSWER);
  });

  it('refuses another key, another call, a changed byte and what is not base64url', async () => {
    const key = await keyOf();
    const sealed = await sealJson(key, ANSWER, 'request:getProducts');
    const [iv, body] = sealed.split('.');
    const flipped = `${iv}.${body.slice(0, 10)}${body[10] === 'A' ? 'B' : 'A'}${body.slice(11)}`;
    for (const [text, binding, otherKey] of [
      [sealed, 'request:getProducts', await keyOf()],
      [sealed, 'request:getCategories', key],
      [flipped, 'request:getProducts', key],
      [`${iv}.${body}!`, 'request:getProducts', key],
      [`${iv}`, 'request:getProducts', key],
      [`${iv.slice(2)}.${body}`, 'request:getProducts', key],
    ] as const) {
      expect(() => openJsonOnServer(otherKey, text, binding)).toThrow(EnvelopeError);
    }
  });
});
