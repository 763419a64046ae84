import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { FileAnswerSchema } from '../file-answer';

/**
 * The business information page's PDF brochures (spec 1 section 2, /b2b/info; decision 0027): the
 * business offer and the ordering guide, made by the API in the caller's language with the unit's
 * brand and business contacts.
 */
export const BUSINESS_BROCHURES = ['businessOffer', 'orderingGuide'] as const;
export type BusinessBrochure = (typeof BUSINESS_BROCHURES)[number];

export const downloadBrochure = defineEndpoint({
  name: 'downloadBrochure',
  group: 'Files',
  summary:
    "A business brochure PDF of the unit, in the caller's language. 40400 where the unit has B2B switched " +
    'off or hides its brochures.',
  method: 'POST',
  path: '/files/brochure',
  versions: [''],
  auth: 'none',
  rateLimit: 'download',
  download: true,
  request: v.object({ brochure: v.picklist(BUSINESS_BROCHURES, 'Unknown brochure') }),
  response: FileAnswerSchema,
});
