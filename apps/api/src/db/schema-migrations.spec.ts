import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { createTestDatabase } from '../testing/test-database';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';
import * as schema from './schema';

/** The migrator's own bookkeeping: created by migrate.ts, never read through drizzle. */
const MIGRATOR_TABLES = ['schema_migrations'];

/** One column as both sides can state it: `table.column type null|not null`. */
type ColumnLine = string;

/** drizzle's spelling of a type as information_schema spells it (`char(2)` is `character(2)`). */
const standardType = (sqlType: string) =>
  sqlType.replace(/^varchar\b/, 'character varying').replace(/^char\b/, 'character');

function drizzleColumns(): ColumnLine[] {
  const exported: unknown[] = Object.values(schema);
  const tables = exported.filter((value): value is PgTable => is(value, PgTable));
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    // A composite primary key makes its columns NOT NULL in the database; drizzle's columns do not say so.
    const keyed = new Set(config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)));
    return config.columns.map((column) => {
      const nullability = column.notNull || keyed.has(column.name) ? 'not null' : 'null';
      return `${config.name}.${column.name} ${standardType(column.getSQLType())} ${nullability}`;
    });
  });
}

async function databaseColumns(database: Database): Promise<ColumnLine[]> {
  const rows = await database.withConnection((connection) =>
    connection.rows<{
      table_name: string;
      column_name: string;
      data_type: string;
      character_maximum_length: number | null;
      is_nullable: string;
    }>(
      `SELECT c.table_name, c.column_name, c.data_type, c.character_maximum_length, c.is_nullable
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'`,
    ),
  );
  return rows
    .filter((row) => !MIGRATOR_TABLES.includes(row.table_name))
    .map((row) => {
      const length = row.character_maximum_length;
      const type = length === null ? row.data_type : `${row.data_type}(${length})`;
      return `${row.table_name}.${row.column_name} ${type} ${row.is_nullable === 'YES' ? 'null' : 'not null'}`;
    });
}

const tableOf = (line: ColumnLine) => line.slice(0, line.indexOf('.'));

describe('drizzle schema and SQL migrations', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let fromMigrations: ColumnLine[];
  const fromSchema = drizzleColumns();

  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    database = await openDatabase(test.location);
    await migrate(database);
    fromMigrations = await databaseColumns(database);
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('name the same tables', () => {
    const schemaTables = [...new Set(fromSchema.map(tableOf))].sort();
    const migrationTables = [...new Set(fromMigrations.map(tableOf))].sort();
    expect(schemaTables.length).toBeGreaterThan(0);
    expect(migrationTables).toEqual(schemaTables);
  });

  it('give every column the same name, type and nullability', () => {
    // Sorted lines, so a failure shows exactly the columns that disagree.
    expect([...fromMigrations].sort()).toEqual([...fromSchema].sort());
  });
});
