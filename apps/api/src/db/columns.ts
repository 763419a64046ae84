import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

// The column types every feature's tables share (features/<name>/<name>-tables.ts).

/** Texts shown to buyers, by language code. */
export type LocalisedText = Partial<Record<string, string>>;

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
  toDriver: (value) => Buffer.from(value),
});

export const id = (name: string) => bigint(name, { mode: 'number' });
export const money = (name: string) => bigint(name, { mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
