import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { findWorkspaceRoot } from '../../workspace-paths';

/**
 * The fonts the PDFs embed (subset to the glyphs used). pdfkit's standard fonts draw Latin only:
 * DejaVu Sans draws Latin and Arabic (shaped by fontkit), Noto Sans SC draws Simplified Chinese.
 */
export type PdfFont = 'text' | 'bold' | 'chinese';

const FONT_FILES: Readonly<Record<PdfFont, string>> = {
  text: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  chinese: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
};

const loaded = new Map<PdfFont, Buffer>();

/** The font file's bytes, read once per process (resolved from the workspace's node_modules). */
export function fontBytes(font: PdfFont): Buffer {
  let bytes = loaded.get(font);
  if (!bytes) {
    const resolve = createRequire(join(findWorkspaceRoot(), 'package.json')).resolve;
    bytes = readFileSync(resolve(FONT_FILES[font]));
    loaded.set(font, bytes);
  }
  return bytes;
}

const parsed = new Map<PdfFont, fontkit.Font>();

/**
 * The font parsed once per process (fontkit, as pdfkit would parse it for every document): a zip of
 * 500 one-card PDFs parsed both DejaVu fonts 500 times. Each document still embeds its own subset.
 */
export function parsedFont(font: PdfFont): fontkit.Font {
  let parsedFont = parsed.get(font);
  if (!parsedFont) {
    parsedFont = fontkit.create(fontBytes(font));
    parsed.set(font, parsedFont);
  }
  return parsedFont;
}
