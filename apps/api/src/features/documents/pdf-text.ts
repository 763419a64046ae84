import type { PdfFont } from './pdf-fonts';

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const CJK = /[\u2E80-\u2FFF\u3000-\u30FF\u3400-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/;
const LTR_STRONG = /[A-Za-z0-9\u00C0-\u024F]/;

type RunKind = 'arabic' | 'chinese' | 'ltr';

/** A stretch of text drawn with one font in one direction. */
export interface TextRun {
  text: string;
  font: PdfFont;
  rtl: boolean;
}

function kindOf(char: string): RunKind | null {
  if (ARABIC.test(char)) return 'arabic';
  if (CJK.test(char)) return 'chinese';
  if (LTR_STRONG.test(char)) return 'ltr';
  return null;
}

/** Whether a text reads right to left: its first letter is Arabic. */
export function isRtlText(text: string): boolean {
  for (const char of text) {
    const kind = kindOf(char);
    if (kind) return kind === 'arabic';
  }
  return false;
}

/**
 * Splits a text into runs of one script (spaces and punctuation stay with the run before them), so
 * each is drawn with a font that has its glyphs, and Arabic runs are shaped right to left. A text that
 * reads right to left lists its runs in visual order (the last first), a small bidi for one line.
 */
export function textRuns(text: string, bold = false): TextRun[] {
  const runs: { kind: RunKind; text: string }[] = [];
  let pending = '';
  for (const char of text) {
    const kind = kindOf(char);
    const last = runs[runs.length - 1];
    if (kind === null) {
      if (last) last.text += char;
      else pending += char;
    } else if (last && last.kind === kind) {
      last.text += char;
    } else {
      runs.push({ kind, text: pending + char });
      pending = '';
    }
  }
  if (pending) runs.push({ kind: 'ltr', text: pending });
  const latin: PdfFont = bold ? 'bold' : 'text';
  const drawn = runs.map((run) => ({
    text: run.text,
    font: run.kind === 'chinese' ? ('chinese' as const) : latin,
    rtl: run.kind === 'arabic',
  }));
  return isRtlText(text) ? drawn.reverse() : drawn;
}
