declare module 'fontkit' {
  /** A parsed font (pdfkit draws with it; only its presence matters here). */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
