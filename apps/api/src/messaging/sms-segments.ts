/**
 * How an SMS is split into segments, as gateways count it (3GPP TS 23.038 / 23.040): a text made only
 * of GSM-7 characters is sent 7-bit, 160 characters in one segment or 153 per segment when
 * concatenated (the rest holds the concatenation header); the extension table's characters take two
 * (an escape first). Any other character sends the whole text as UCS-2: 70 UTF-16 units in one
 * segment, 67 per segment when concatenated. A character (an escape pair, a surrogate pair) is never
 * split across two segments.
 */
export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes. */
  units: number;
  segments: number;
}

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '\f^{}\\[~]|€';

const LIMITS: Readonly<Record<SmsEncoding, { single: number; concatenated: number }>> = {
  'GSM-7': { single: 160, concatenated: 153 },
  'UCS-2': { single: 70, concatenated: 67 },
};

/** The weight of each character of `text` in the encoding, in order. */
function weights(text: string, encoding: SmsEncoding): number[] {
  return Array.from(text, (character) => {
    if (encoding === 'UCS-2') return character.length;
    return GSM7_EXTENSION.includes(character) ? 2 : 1;
  });
}

export function smsEncodingOf(text: string): SmsEncoding {
  for (const character of text) {
    if (!GSM7_BASIC.includes(character) && !GSM7_EXTENSION.includes(character)) return 'UCS-2';
  }
  return 'GSM-7';
}

/** The encoding, size and number of segments of `text`; an empty text takes none. */
export function countSmsSegments(text: string): SmsSegments {
  const encoding = smsEncodingOf(text);
  const characterWeights = weights(text, encoding);
  const units = characterWeights.reduce((sum, weight) => sum + weight, 0);
  const { single, concatenated } = LIMITS[encoding];
  if (units === 0) return { encoding, units, segments: 0 };
  if (units <= single) return { encoding, units, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const weight of characterWeights) {
    if (used + weight > concatenated) {
      segments += 1;
      used = 0;
    }
    used += weight;
  }
  return { encoding, units, segments };
}
