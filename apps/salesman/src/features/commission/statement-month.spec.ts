import { currentMonth, recentMonths } from './statement-month';

describe('the commission statement months', () => {
  it('opens on the current month of the unit time zone', () => {
    // 23:30 UTC on 31 January is already February in Paris.
    expect(currentMonth('Europe/Paris', new Date('2026-01-31T23:30:00Z'))).toBe('2026-02');
    expect(currentMonth('UTC', new Date('2026-01-31T23:30:00Z'))).toBe('2026-01');
  });

  it('offers the last twelve months, newest first, across a new year', () => {
    const months = recentMonths('2026-02');
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months[11]).toBe('2025-03');
  });
});
