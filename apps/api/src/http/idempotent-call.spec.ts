import type { Endpoint } from '@shop/contracts';
import type { Database } from '../db/database';
import { IdempotencyKeys } from '../features/idempotency/idempotency-keys';
import { openRepositoryTestDatabase } from '../testing/test-database';
import { ApiFailure } from './api-failure';
import { runIdempotently } from './idempotent-call';
import type { Call, Services } from '../features/services';

const ENDPOINT = { name: 'createOrder', idempotent: true } as Endpoint;

describe('a call that moves money, run once per client key', () => {
  let database: Database;
  let close: () => Promise<void>;
  let services: Services;
  let effects: { key: string | undefined; body: unknown }[];

  /** A member's (or a guest's) call of the unit 97 with this body. */
  const callOf = (input: unknown, accountId: number | null = 100001) =>
    ({
      input,
      unit: { buId: '97' },
      session: accountId === null ? null : { accountId },
      services,
    }) as unknown as Call<unknown>;
  /** A key sealed in the request, without the header. */
  const sealed = (key: string) => ({ sealed: key, header: undefined });
  /** The effect: remembered, answered with its number. */
  const handle = async (call: Call<unknown>) => {
    effects.push({ key: call.idempotencyKey, body: call.input });
    return { orderNo: `O-${effects.length}` };
  };

  beforeAll(async () => {
    ({ database, close } = await openRepositoryTestDatabase());
    services = { idempotencyKeys: new IdempotencyKeys(database.db, () => Date.now()) } as Services;
  });
  beforeEach(() => {
    effects = [];
  });
  afterAll(async () => {
    await close();
  });

  it('refuse a call without a usable sealed key before any effect, whatever header it has', async () => {
    for (const key of [undefined, '', 'short', 'x'.repeat(101), 'not a key!']) {
      for (const header of [undefined, 'key-header-1']) {
        await expect(
          runIdempotently(ENDPOINT, { sealed: key, header }, callOf({ qty: 1 }), handle),
        ).rejects.toMatchObject({ status: 400, error: { code: 40010 } });
      }
    }
    expect(effects).toEqual([]);
  });

  it('refuse a header that is not a copy of the sealed key, and take one that is', async () => {
    for (const header of ['key-other-1', ['key-eeeeeeee', 'key-other-1'], ['key-eeeeeeee', 'key-eeeeeeee'], '']) {
      await expect(
        runIdempotently(ENDPOINT, { sealed: 'key-eeeeeeee', header }, callOf({ qty: 5 }), handle),
      ).rejects.toMatchObject({
        status: 400,
        error: {
          code: 40011,
          message: 'The Idempotency-Key header does not match the key in the sealed request.',
        },
      });
    }
    expect(effects).toEqual([]);
    const copied = await runIdempotently(
      ENDPOINT,
      { sealed: 'key-eeeeeeee', header: 'key-eeeeeeee' },
      callOf({ qty: 5 }),
      handle,
    );
    expect(copied).toEqual({ kind: 'data', data: { orderNo: 'O-1' } });
    expect(effects).toEqual([{ key: 'key-eeeeeeee', body: { qty: 5 } }]);
  });

  it('run the first call with its key, answer a repeat with the first answer, refuse another body', async () => {
    const first = await runIdempotently(ENDPOINT, sealed('key-aaaaaaaa'), callOf({ qty: 1 }), handle);
    expect(first).toEqual({ kind: 'data', data: { orderNo: 'O-1' } });
    expect(effects).toEqual([{ key: 'key-aaaaaaaa', body: { qty: 1 } }]);

    const repeat = await runIdempotently(ENDPOINT, sealed('key-aaaaaaaa'), callOf({ qty: 1 }), handle);
    expect(repeat).toEqual({ kind: 'replay', status: 200, body: { orderNo: 'O-1' } });
    await expect(runIdempotently(ENDPOINT, sealed('key-aaaaaaaa'), callOf({ qty: 2 }), handle)).rejects.toMatchObject({
      status: 409,
      error: { code: 40901 },
    });
    expect(effects).toHaveLength(1);
  });

  it('give each member and the guests their own keys', async () => {
    await runIdempotently(ENDPOINT, sealed('key-bbbbbbbb'), callOf({ qty: 1 }, 100001), handle);
    await runIdempotently(ENDPOINT, sealed('key-bbbbbbbb'), callOf({ qty: 1 }, 100002), handle);
    await runIdempotently(ENDPOINT, sealed('key-bbbbbbbb'), callOf({ qty: 1 }, null), handle);
    expect(effects).toHaveLength(3);
  });

  it('have one effect for one key sent 20 times at once; the others are asked to retry or replayed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async (call: Call<unknown>) => {
      await gate;
      return handle(call);
    };
    let refused = 0;
    const calls = Array.from({ length: 20 }, () =>
      runIdempotently(ENDPOINT, sealed('key-cccccccc'), callOf({ qty: 3 }), slow).then(
        (outcome) => outcome.kind,
        (error: ApiFailure) => {
          refused += 1;
          return error.error.code;
        },
      ),
    );
    // The first call is held until the 19 repeats have had their answer, however slow the machine.
    while (refused < 19) await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const outcomes = await Promise.all(calls);
    expect(outcomes.filter((outcome) => outcome === 'data')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 40902)).toHaveLength(19);
    expect(effects).toHaveLength(1);
  });

  it('release the key of a failed call, so the client may send it again', async () => {
    const failing = async () => {
      throw new ApiFailure('NOT_FOUND');
    };
    await expect(runIdempotently(ENDPOINT, sealed('key-dddddddd'), callOf({ qty: 4 }), failing)).rejects.toMatchObject({
      error: { code: 40400 },
    });
    const retried = await runIdempotently(ENDPOINT, sealed('key-dddddddd'), callOf({ qty: 4 }), handle);
    expect(retried.kind).toBe('data');
    expect(effects).toHaveLength(1);
  });
});
