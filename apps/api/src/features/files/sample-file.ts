import { XLSX_CONTENT_TYPE, downloadSampleFile } from '@shop/contracts';
import { toMajorUnits } from '@shop/cart-rules';
import { handler } from '../../http/handler';
import { CONTENT_TYPES } from './file-content';
import { buildLargeOrderTemplate } from './large-order-template';

/** POST /v3/files/sampleFile: the large-order template, template.xlsx unless xls or csv is asked for. */
export const downloadSampleFileHandler = handler(downloadSampleFile, async ({ input, unit, language, services }) => {
  const product = await services.storedFiles.exampleProduct(unit.buId);
  const example = product && { ...product, amount: toMajorUnits(product.amount, unit.decimalDigits) };
  const content = buildLargeOrderTemplate(language, example, input.extension);
  return {
    filename: `template.${input.extension}`,
    contentType: input.extension === 'xlsx' ? XLSX_CONTENT_TYPE : CONTENT_TYPES[input.extension],
    // A copy on its own ArrayBuffer (Node's Buffers may share a pooled one).
    content: new Uint8Array(content),
  };
});
