import PDFDocument from 'pdfkit';
import { fontBytes, parsedFont, type PdfFont } from './pdf-fonts';
import { isRtlText, textRuns } from './pdf-text';

const FONTS: readonly PdfFont[] = ['text', 'bold', 'chinese'];

export interface OpenPdf {
  doc: PDFKit.PDFDocument;
  /** Ends the document and answers its bytes. */
  finish(): Promise<Buffer>;
}

/** A new PDF (A4, no first page: each builder adds its own) with the documents' fonts registered. */
export function openPdf(title: string, language: string): OpenPdf {
  const doc = new PDFDocument({ size: 'A4', margin: 48, autoFirstPage: false, lang: language, info: { Title: title } });
  // The Latin and Arabic fonts every document uses are parsed once per process; Chinese, 10 MB and
  // rarely used, is parsed by pdfkit for a document that draws it (registered by name only).
  for (const font of FONTS) {
    const source = font === 'chinese' ? fontBytes(font) : (parsedFont(font) as unknown as Buffer);
    doc.registerFont(font, source);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish() {
      doc.end();
      return done;
    },
  };
}

export interface WriteOptions {
  size?: number;
  bold?: boolean;
  color?: string;
  width: number;
  /** Right-aligned (a right-to-left page); by default an Arabic text is. */
  alignRight?: boolean;
}

/**
 * Writes one line of text at x, y within `width`, each script run in a font that has its glyphs
 * (see textRuns); answers the y below it. Text too long for the width is shrunk to fit one line.
 */
export function writeLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: WriteOptions): number {
  let size = options.size ?? 11;
  const runs = textRuns(text, options.bold);
  const widthAt = (fontSize: number) =>
    runs.reduce((sum, run) => sum + doc.font(run.font).fontSize(fontSize).widthOfString(run.text), 0);
  let width = widthAt(size);
  while (width > options.width && size > 5) {
    size -= 0.5;
    width = widthAt(size);
  }
  const right = options.alignRight ?? isRtlText(text);
  let cursor = right ? x + options.width - width : x;
  doc.fillColor(options.color ?? '#1f2933');
  for (const run of runs) {
    doc.font(run.font).fontSize(size);
    // An Arabic run is drawn word by word, last word first: shaped whole, its spaces came out with no
    // width, and the words ran together.
    const pieces = run.rtl ? run.text.split(/(\s+)/).reverse() : [run.text];
    for (const piece of pieces) {
      if (piece.trim()) doc.text(piece, cursor, y, { lineBreak: false });
      cursor += doc.widthOfString(piece);
    }
  }
  return y + size * 1.35;
}

/** Writes a paragraph that may wrap (the sender's message); answers the y below it. */
export function writeParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: WriteOptions & { maxLines: number },
): number {
  const lines = wrapWords(doc, text, options);
  let next = y;
  for (const line of lines.slice(0, options.maxLines)) next = writeLine(doc, line, x, next, options);
  return next;
}

function wrapWords(doc: PDFKit.PDFDocument, text: string, options: WriteOptions): string[] {
  const size = options.size ?? 11;
  const fits = (candidate: string) =>
    textRuns(candidate, options.bold).reduce(
      (sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text),
      0,
    ) <= options.width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    // Chinese has no spaces: it may break between any two characters.
    const words = /\s/.test(paragraph) ? paragraph.split(/\s+/) : Array.from(paragraph);
    const joiner = /\s/.test(paragraph) ? ' ' : '';
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line}${joiner}${word}` : word;
      if (line && !fits(candidate)) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}
