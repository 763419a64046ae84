import { countSmsSegments } from './sms-segments';

describe('SMS segments, counted as gateways count them', () => {
  it('sends a GSM-7 text of up to 160 characters in one segment, then 153 per segment', () => {
    expect(countSmsSegments('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0 });
    expect(countSmsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(countSmsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(countSmsSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSmsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts the extension characters (€, brackets, ...) as two and never splits their escape', () => {
    expect(countSmsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(countSmsSegments('€'.repeat(81))).toEqual({ encoding: 'GSM-7', units: 162, segments: 2 });
    // 152 plain characters, then a two-septet one that no longer fits the first 153-septet segment.
    expect(countSmsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`).segments).toBe(3);
    expect(countSmsSegments(`${'a'.repeat(151)}€${'a'.repeat(153)}`).segments).toBe(2);
  });

  it('keeps the accented letters of the GSM alphabet in GSM-7 (é, ü, Ñ) and sends any other as UCS-2', () => {
    expect(countSmsSegments('Votre code est prêt: été, ÑÜ').encoding).toBe('UCS-2'); // ê is not GSM-7
    expect(countSmsSegments('Uw code: été ÑÜ §¿').encoding).toBe('GSM-7');
    expect(countSmsSegments('رمز التحقق 123456')).toMatchObject({ encoding: 'UCS-2', segments: 1 });
  });

  it('sends UCS-2 text of up to 70 units in one segment, then 67 per segment, emoji taking two units', () => {
    expect(countSmsSegments('ب'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(countSmsSegments('ب'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(countSmsSegments('ب'.repeat(134)).segments).toBe(2);
    expect(countSmsSegments('ب'.repeat(135)).segments).toBe(3);
    expect(countSmsSegments('🎁'.repeat(35))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    // 66 units, then an emoji (2 units) that would be split: it opens the second segment.
    expect(countSmsSegments(`${'ب'.repeat(66)}🎁${'ب'.repeat(66)}`).segments).toBe(3);
  });
});
