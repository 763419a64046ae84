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
