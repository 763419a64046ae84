import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { unzipSync } from 'fflate';
import jsQR from 'jsqr';
import * as XLSX from '@e965/xlsx';
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.js';

// Readers of the documents the API makes, for tests: what a person opening the file would see.

let loadedPdfjs: typeof Pdfjs | null = null;

/** pdf.js, loaded on first use without its notice that node has no canvas (rendering is not needed). */
function pdfjsLibrary(): typeof Pdfjs {
  if (!loadedPdfjs) {
    const log = console.log;
    console.log = () => undefined;
    try {
      loadedPdfjs = require('pdfjs-dist/legacy/build/pdf.js') as typeof Pdfjs;
    } finally {
      console.log = log;
    }
  }
  return loadedPdfjs;
}

export interface PdfPage {
  /** The page's text items joined by spaces (Arabic words may come in visual order). */
  text: string;
  /** The text of each Code 128 barcode image on the page. */
  barcodes: string[];
  /** The text of each QR code image on the page. */
  qrCodes: string[];
  /** How many images the page draws. */
  images: number;
}

interface DecodedImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/** RGBA pixels over white (a transparent pixel is white, as on paper). */
function rgbaOnWhite(image: DecodedImage): Uint8ClampedArray {
  const pixels = image.width * image.height;
  const channels = image.data.length / pixels;
  const rgba = new Uint8ClampedArray(pixels * 4);
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const from = pixel * channels;
    const alpha = channels === 4 ? image.data[from + 3] / 255 : 1;
    for (let channel = 0; channel < 3; channel += 1) {
      const value = channels === 1 ? image.data[from] : image.data[from + channel];
      rgba[pixel * 4 + channel] = Math.round(value * alpha + 255 * (1 - alpha));
    }
    rgba[pixel * 4 + 3] = 255;
  }
  return rgba;
}

function decodeCode128(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  const luminance = new Uint8ClampedArray(width * height);
  for (let pixel = 0; pixel < luminance.length; pixel += 1) {
    const at = pixel * 4;
    luminance[pixel] = (rgba[at] * 299 + rgba[at + 1] * 587 + rgba[at + 2] * 114) / 1000;
  }
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  try {
    return reader
      .decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height))))
      .getText();
  } catch {
    return null;
  }
}

async function pageImages(pdfjs: typeof Pdfjs, page: Pdfjs.PDFPageProxy): Promise<DecodedImage[]> {
  const operators = await page.getOperatorList();
  const names = new Set<string>();
  operators.fnArray.forEach((fn, index) => {
    if (fn === pdfjs.OPS.paintImageXObject) names.add(operators.argsArray[index][0] as string);
  });
  const images: DecodedImage[] = [];
  for (const name of names) {
    const image = await new Promise<DecodedImage | null>((resolve) => page.objs.get(name, resolve));
    if (image?.data) images.push(image);
  }
  return images;
}

/** Every page of a PDF: its text and the barcodes and QR codes its images hold. */
export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const pdfjs = pdfjsLibrary();
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: PdfPage[] = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((piece) => piece.trim() !== '')
        .join(' ');
      const barcodes: string[] = [];
      const qrCodes: string[] = [];
      const images = await pageImages(pdfjs, page);
      for (const image of images) {
        const rgba = rgbaOnWhite(image);
        const qr = jsQR(rgba, image.width, image.height);
        if (qr) qrCodes.push(qr.data);
        else {
          const barcode = decodeCode128(rgba, image.width, image.height);
          if (barcode) barcodes.push(barcode);
        }
      }
      pages.push({ text, barcodes, qrCodes, images: images.length });
      page.cleanup();
    }
  } finally {
    await document.destroy();
  }
  return pages;
}

/** A zip's entries by name, with their bytes (in the zip's order). */
export function readZip(bytes: Uint8Array): { name: string; bytes: Uint8Array }[] {
  return Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, content]) => ({ name, bytes: content }));
}

export interface XlsxCell {
  value: string | number | boolean | null;
  /** The cell's hyperlink target, when it has one. */
  link?: string;
}

export interface XlsxSheet {
  name: string;
  rows: XlsxCell[][];
}

/** Every sheet of a workbook as rows of cells (values and hyperlinks), read by SheetJS. */
export function readXlsx(bytes: Uint8Array): XlsxSheet[] {
  const workbook = XLSX.read(bytes, { type: 'buffer', cellDates: false });
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1:A1');
    const rows: XlsxCell[][] = [];
    for (let row = range.s.r; row <= range.e.r; row += 1) {
      const cells: XlsxCell[] = [];
      for (let column = range.s.c; column <= range.e.c; column += 1) {
        const cell = sheet[XLSX.utils.encode_cell({ r: row, c: column })] as XLSX.CellObject | undefined;
        const value = cell?.v;
        cells.push({
          value: value === undefined || value instanceof Date ? null : (value as string | number | boolean),
          ...(cell?.l?.Target ? { link: cell.l.Target } : {}),
        });
      }
      rows.push(cells);
    }
    return { name, rows };
  });
}
