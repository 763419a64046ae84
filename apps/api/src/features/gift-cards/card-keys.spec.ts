import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { openRepositoryTestDatabase } from '../../testing/test-database';
import { featureRepositories } from '../repositories';
import { CARD_SECRET_ENV, CardKeyring, cardKeysFromSecret } from './card-keys';
import { openCardCode, sealCardCode } from './card-vault';

const SECRET = 'a-long-enough-card-secret-for-tests-0123456789';

describe('card keys', () => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await openRepositoryTestDatabase());
  });
  afterAll(() => close());

  it('derive one key per purpose from SHOP_CARD_SECRET, stable for one secret, none stored', async () => {
    const warn = jest.fn();
    const keys = await new CardKeyring(database.db, { [CARD_SECRET_ENV]: SECRET }, warn).current();
    expect(keys).toEqual(cardKeysFromSecret(SECRET));
    const distinct = new Set(
      [keys.lookup, keys.pin, keys.vault, keys.link].map((key) => Buffer.from(key).toString('hex')),
    );
    expect(distinct.size).toBe(4);
    expect(keys.link).toHaveLength(32);
    expect(Buffer.from(cardKeysFromSecret(`${SECRET}x`).lookup)).not.toEqual(Buffer.from(keys.lookup));
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuse to start in production without the secret, and refuse a short secret anywhere', () => {
    expect(() => new CardKeyring(database.db, { NODE_ENV: 'production' })).toThrow(/SHOP_CARD_SECRET is required/);
    expect(() => new CardKeyring(database.db, { [CARD_SECRET_ENV]: 'short' })).toThrow(/at least 32/);
    expect(() => new CardKeyring(database.db, { NODE_ENV: 'production', [CARD_SECRET_ENV]: SECRET })).not.toThrow();
  });

  it("stop the server's services from being built in production without the secret", () => {
    const saved = { node: process.env.NODE_ENV, secret: process.env[CARD_SECRET_ENV] };
    process.env.NODE_ENV = 'production';
    delete process.env[CARD_SECRET_ENV];
    try {
      expect(() => featureRepositories(database.db, Date.now)).toThrow(/SHOP_CARD_SECRET is required in production/);
      process.env[CARD_SECRET_ENV] = SECRET;
      expect(() => featureRepositories(database.db, Date.now)).not.toThrow();
    } finally {
      process.env.NODE_ENV = saved.node;
      if (saved.secret === undefined) delete process.env[CARD_SECRET_ENV];
      else process.env[CARD_SECRET_ENV] = saved.secret;
    }
  });

  it('fall back to the database secrets outside production, with one warning', async () => {
    const warn = jest.fn();
    const keyring = new CardKeyring(database.db, { NODE_ENV: 'development' }, warn);
    const first = await keyring.current();
    const again = await new CardKeyring(database.db, {}, () => undefined).current();
    expect(again).toEqual(first);
    expect(Buffer.from(first.link)).not.toEqual(Buffer.from(first.vault));
    await keyring.current();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/SHOP_CARD_SECRET is not set/);
  });
});

describe('card vault', () => {
  const key = randomBytes(32);

  it('seals a number and PIN that open only with the key and for the same card', () => {
    const sealed = sealCardCode(key, 'hash-1', { cardNumber: '4000123412341234', pinCode: '012345' });
    expect(sealed).not.toContain('4000123412341234');
    expect(sealed).not.toContain('012345');
    expect(openCardCode(key, 'hash-1', sealed)).toEqual({ cardNumber: '4000123412341234', pinCode: '012345' });
    expect(() => openCardCode(key, 'hash-2', sealed)).toThrow();
    expect(() => openCardCode(randomBytes(32), 'hash-1', sealed)).toThrow();
    expect(sealCardCode(key, 'hash-1', { cardNumber: '1', pinCode: '2' })).not.toBe(
      sealCardCode(key, 'hash-1', { cardNumber: '1', pinCode: '2' }),
    );
  });
});
