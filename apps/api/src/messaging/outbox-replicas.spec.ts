import { inArray } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/database';
import { outbox } from '../db/schema';
import { JobQueue } from '../jobs/job-queue';
import { QUEUES } from '../jobs/queues';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { startTestApi } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';
import { Outbox } from './outbox';
import { StandInSmsGateway } from './sms-stand-in';
import { startSmtpPeer, type SmtpPeer } from './smtp-test-peer';

const MESSAGES = 12;
const FROM = 'Gift Shop <no-reply@shop.test>';

/**
 * Two API processes sharing one PostgreSQL database (TEST_DATABASE_URL) both run the sending worker;
 * every message is sent once, even when its job was enqueued twice. PGlite has one process per
 * database: there one API sends them, with the same assertions.
 */
describe('outbox sending with two API processes', () => {
  let peer: SmtpPeer;
  let database: Database;
  let writer: Outbox;
  let enqueueAgain: (messageId: number) => Promise<void>;
  let teardown: () => Promise<void>;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    const location = await createTestDatabase();
    if (location.location.kind === 'postgres') {
      const url = location.location.url;
      const saved = { url: process.env.SMTP_URL, from: process.env.SMTP_FROM };
      // The processes read SMTP_URL and SMTP_FROM once, at start-up.
      process.env.SMTP_URL = peer.url;
      process.env.SMTP_FROM = FROM;
      const replicas: ApiProcess[] = [];
      try {
        replicas.push(await startApiProcess({ databaseUrl: url }));
        replicas.push(await startApiProcess({ databaseUrl: url }));
      } finally {
        process.env.SMTP_URL = saved.url ?? '';
        process.env.SMTP_FROM = saved.from ?? '';
        if (saved.url === undefined) delete process.env.SMTP_URL;
        if (saved.from === undefined) delete process.env.SMTP_FROM;
      }
      database = await openDatabase(location.location);
      // This process only writes messages and enqueues their jobs; it works no queue.
      const jobs = await JobQueue.start(database, { pollingIntervalSeconds: 1 }, () => undefined);
      writer = new Outbox(database.db, () => Date.now(), {
        shopUrl: 'http://shop.test',
        smtp: true,
        sms: new StandInSmsGateway(10),
        enqueue: async (messageId, tx) => {
          await jobs.send(QUEUES.outboxSending, { messageId }, { db: tx });
        },
      });
      enqueueAgain = async (messageId) => {
        await jobs.send(QUEUES.outboxSending, { messageId });
      };
      teardown = async () => {
        await jobs.stop();
        await database.close();
        await Promise.all(replicas.map((replica) => replica.stop()));
        await location.drop();
      };
    } else {
      const api = await startTestApi({ smtp: { url: peer.url, from: FROM } });
      database = api.app.shopApi.database;
      writer = api.app.shopApi.services.outbox;
      enqueueAgain = async (messageId) => {
        await api.app.shopApi.services.jobs.send(QUEUES.outboxSending, { messageId });
      };
      teardown = () => api.close();
    }
  }, 180_000);
  afterAll(async () => {
    await teardown?.();
    await peer?.close();
  });

  it('sends each message once, also when its job was enqueued twice', async () => {
    const ids: number[] = [];
    for (let n = 0; n < MESSAGES; n += 1) {
      const id = await database.db.transaction((tx) =>
        writer.send(
          { buId: '97', channel: 'email', recipient: `replica-${n}@example.com`, subject: `Message ${n}`, body: 'Hi' },
          tx,
        ),
      );
      ids.push(id);
      if (n % 2 === 0) await enqueueAgain(id);
    }
    await peer.waitFor(MESSAGES, 60_000);
    // Time for any second sending to show itself.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const recipients = peer.received.map((mail) => mail.subject).sort();
    expect(recipients).toEqual(Array.from({ length: MESSAGES }, (_, n) => `Message ${n}`).sort());
    const rows = await database.db.select().from(outbox).where(inArray(outbox.id, ids));
    expect(rows.map((row) => ({ status: row.status, attempts: row.attempts, transport: row.transport }))).toEqual(
      ids.map(() => ({ status: 'sent', attempts: 1, transport: 'smtp' })),
    );
    expect(new Set(rows.map((row) => row.transportMessageId)).size).toBe(MESSAGES);
  }, 120_000);
});
