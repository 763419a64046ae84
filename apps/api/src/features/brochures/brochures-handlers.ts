import { PDF_CONTENT_TYPE, downloadBrochure, type FileAnswer } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import { documentLook } from '../documents/order-document-cards';
import { buildBrochurePdf } from './brochure-pdf';

/**
 * POST /files/brochure: a business brochure of the unit in the caller's language, for anyone (the
 * business information page is public). A unit without B2B, or hiding its brochures, has none.
 */
const downloadBrochureHandler = handler(downloadBrochure, async ({ input, unit, language }): Promise<FileAnswer> => {
  if (!unit.features.b2b || unit.businessInfoPage?.hideBrochures) throw new ApiFailure('NOT_FOUND');
  const content = await buildBrochurePdf(input.brochure, documentLook(unit, language), {
    phone: unit.support.businessPhone,
    email: unit.support.businessEmail,
  });
  return {
    filename: `${input.brochure}-${unit.buId}-${language}.pdf`,
    contentType: PDF_CONTENT_TYPE,
    content: new Uint8Array(content),
  };
});

export const BROCHURES_HANDLERS = [downloadBrochureHandler];
