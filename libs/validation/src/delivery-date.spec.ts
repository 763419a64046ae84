import * as v from 'valibot';
import { deliveryTimingSchema, isTimeZone, todayIn } from './delivery-date';
import { parseMessageRef } from './message-ref';

// 2026-11-23 23:30 UTC: already the 24th in Paris (UTC+1) and Auckland (UTC+13), still the 23rd in Los Angeles.
const now = () => new Date('2026-11-23T23:30:00Z');
const schema = deliveryTimingSchema(now);

function problems(deliverDate: string, deliverTimeZone: string) {
  const result = v.safeParse(schema, { deliverDate, deliverTimeZone });
  return (result.issues ?? []).map((issue) => ({
    field: issue.path?.map((item) => item.key).join('.'),
    ...parseMessageRef(issue.message),
  }));
}

describe('deliveryTimingSchema', () => {
  it('accepts now (both empty), today, tomorrow and a year ahead in the zone', () => {
    expect(problems('', '')).toEqual([]);
    expect(problems('2026-11-23', 'America/Los_Angeles')).toEqual([]);
    expect(problems('2026-11-24', 'Europe/Paris')).toEqual([]);
    expect(problems('2026-11-25', 'Pacific/Auckland')).toEqual([]);
    expect(problems('2027-11-24', 'Europe/Paris')).toEqual([]);
  });

  it("judges 'today' in the receiver's zone, not the server's", () => {
    expect(problems('2026-11-23', 'Pacific/Auckland')).toEqual([{ field: 'deliverDate', key: 'deliverDatePast' }]);
    expect(problems('2026-11-23', 'Europe/Paris')).toEqual([{ field: 'deliverDate', key: 'deliverDatePast' }]);
  });

  it('refuses a day that does not exist, another format, too far ahead, and an unknown zone', () => {
    expect(problems('2026-02-30', 'Europe/Paris')).toEqual([{ field: 'deliverDate', key: 'deliverDateInvalid' }]);
    expect(problems('24/11/2026', 'Europe/Paris')).toEqual([{ field: 'deliverDate', key: 'deliverDateInvalid' }]);
    expect(problems('2027-11-25', 'Europe/Paris')).toEqual([
      { field: 'deliverDate', key: 'deliverDateTooFar', params: { max: 365 } },
    ]);
    expect(problems('2026-11-24', 'Mars/Olympus')).toEqual([{ field: 'deliverTimeZone', key: 'timeZoneInvalid' }]);
    expect(problems('2026-11-24', '')).toEqual([{ field: 'deliverTimeZone', key: 'timeZoneInvalid' }]);
    expect(problems('', 'Nowhere/City')).toEqual([{ field: 'deliverTimeZone', key: 'timeZoneInvalid' }]);
  });
});

describe('todayIn and isTimeZone', () => {
  it('give the calendar day of a zone and know IANA zones', () => {
    expect(todayIn('Pacific/Auckland', now())).toBe('2026-11-24');
    expect(todayIn('America/Los_Angeles', now())).toBe('2026-11-23');
    expect(isTimeZone('Asia/Dubai')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Nowhere')).toBe(false);
  });
});
