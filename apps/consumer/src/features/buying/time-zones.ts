/** The browser's own time zone, the usual default for the receiver's. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every IANA time zone the browser knows, with `first` at the top. */
export function timeZoneList(first: string): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const all = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  return [first, ...all.filter((zone) => zone !== first)];
}
