declare module 'svg-to-pdfkit' {
  /** Draws an SVG document (its markup) on a pdfkit page at x, y. */
  function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x?: number,
    y?: number,
    options?: { width?: number; height?: number; preserveAspectRatio?: string; assumePt?: boolean },
  ): void;
  export = SVGtoPDF;
}
