import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outbox } from '../db/schema';
import { openRepositoryTestDatabase } from '../testing/test-database';
import { Outbox, type OutgoingMessage } from './outbox';
import { StandInSmsGateway } from './sms-stand-in';

describe('outbox: several messages written at once', () => {
  let database: Database;
  let close: () => Promise<void>;
  const enqueued: number[] = [];

  beforeAll(async () => {
    ({ database, close } = await openRepositoryTestDatabase(['97']));
  });

  afterAll(async () => {
    await close();
  });

  const writer = (smtp: boolean) =>
    new Outbox(database.db, () => Date.UTC(2026, 10, 28, 6), {
      shopUrl: 'http://shop.test',
      smtp,
      sms: new StandInSmsGateway(10),
      enqueue: async (messageId) => {
        enqueued.push(messageId);
      },
    });
  const email = (recipient: string): OutgoingMessage => ({
    buId: '97',
    channel: 'email',
    recipient,
    subject: `To ${recipient}`,
    body: `Hello ${recipient}`,
  });

  it('answers each message its own id, in the order given, inside the caller transaction', async () => {
    const recipients = ['c@example.com', 'a@example.com', 'b@example.com'];
    const ids = await database.db.transaction((tx) => writer(false).sendAll(recipients.map(email), tx));

    const rows = await database.db.select().from(outbox).where(inArray(outbox.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(ids.map((id) => byId.get(id)?.recipient)).toEqual(recipients);
    expect(ids.map((id) => byId.get(id)?.body)).toEqual(recipients.map((recipient) => `Hello ${recipient}`));
    expect(rows.every((row) => row.status === 'sent' && row.transport === 'outbox')).toBe(true);
    expect(await writer(false).sendAll([], database.db)).toEqual([]);
  });

  it('enqueues each message for SMTP, and writes nothing when the transaction is undone', async () => {
    enqueued.length = 0;
    const ids = await writer(true).sendAll([email('d@example.com'), email('e@example.com')]);
    expect(enqueued).toEqual(ids);

    const undone = database.db.transaction(async (tx) => {
      await writer(true).sendAll([email('f@example.com'), email('g@example.com')], tx);
      throw new Error('undone');
    });
    await expect(undone).rejects.toThrow('undone');
    const left = await database.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, ['f@example.com', 'g@example.com']));
    expect(left).toEqual([]);
  });
});
