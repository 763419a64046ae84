import { createTestDatabase } from '../testing/test-database';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

describe('migrations', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    database = await openDatabase(test.location);
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('apply in order once, and a second start applies nothing', async () => {
    expect(await migrate(database)).toEqual(MIGRATIONS.map((migration) => migration.name));
    expect(await migrate(database)).toEqual([]);
    const tables = await database.withConnection((connection) =>
      connection.rows<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      ),
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['accounts', 'sessions', 'products', 'carts', 'envelope_keys', 'schema_migrations']),
    );
  });

  it('are applied once when replicas start on a fresh database at the same time', async () => {
    const fresh = await createTestDatabase();
    // On PostgreSQL three replicas share the database; an embedded database belongs to one process.
    const replicaCount = fresh.location.kind === 'postgres' ? 3 : 1;
    const replicas = await Promise.all(Array.from({ length: replicaCount }, () => openDatabase(fresh.location)));
    try {
      const applied = await Promise.all(replicas.map((replica) => migrate(replica)));
      // One replica applied them all, in order; the others found them applied.
      const counts = applied.map((names) => names.length).sort((a, b) => a - b);
      expect(counts).toEqual([...Array<number>(replicaCount - 1).fill(0), MIGRATIONS.length]);
      const recorded = await replicas[0].withConnection((connection) =>
        connection.rows<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'),
      );
      expect(recorded.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name).sort());
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
      await fresh.drop();
    }
  });

  it('roll back a failing migration whole and report it', async () => {
    const broken = [
      ...MIGRATIONS,
      { name: '9999_broken', sql: 'CREATE TABLE half_done (id int); SELECT * FROM missing_table;' },
    ];
    await expect(migrate(database, broken)).rejects.toThrow('Migration 9999_broken failed');
    const leftovers = await database.withConnection((connection) =>
      connection.rows("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'"),
    );
    expect(leftovers).toEqual([]);
  });
});
