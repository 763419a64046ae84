import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.js';

/** pdf.js's Node build, loaded once without its notice that Node has no canvas (only text is read). */
function pdfjsLibrary(): typeof Pdfjs {
  const log = console.log;
  console.log = () => undefined;
  try {
    return require('pdfjs-dist/legacy/build/pdf.js') as typeof Pdfjs;
  } finally {
    console.log = log;
  }
}

/** The text a person reads in a PDF (an invoice, a quotation), page after page, words joined by spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await pdfjsLibrary().getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((piece) => piece.trim())
        .join(' '),
    );
  }
  await document.destroy();
  return pages.join('\n');
}
