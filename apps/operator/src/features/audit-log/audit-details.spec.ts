import { auditDetailsLine } from './audit-details';

describe('auditDetailsLine', () => {
  it('says each fact as key: value, nested values as JSON', () => {
    expect(auditDetailsLine({ contractTypeId: 3, reason: 'KBIS unreadable', cards: [1, 2] })).toBe(
      'contractTypeId: 3; reason: KBIS unreadable; cards: [1,2]',
    );
  });

  it('is empty for no facts and cuts a long value', () => {
    expect(auditDetailsLine({})).toBe('');
    const line = auditDetailsLine({ note: 'x'.repeat(500) });
    expect(line.length).toBeLessThan(140);
    expect(line.endsWith('…')).toBe(true);
  });
});
