// An audit entry's own facts as one line a person reads: `key: value` pairs, nested values as JSON.

const MAX_VALUE = 120;

function valueText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** The details in their own order; an empty record is an empty line. */
export function auditDetailsLine(details: Readonly<Record<string, unknown>>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join('; ');
}
