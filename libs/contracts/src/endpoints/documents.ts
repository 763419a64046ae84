import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { CustIdSchema } from '../fields';
import { FileAnswerSchema } from '../file-answer';
import { OrderNoSchema } from './orders';

// Documents of a paid order (spec 2 section 7 "Files and resources": /files/invoice, blob, type ALL).
// Both answer the file's bytes (Endpoint.download); a refusal is the usual JSON error.

const OrderDocumentRequestSchema = v.object({ custId: CustIdSchema, orderNo: OrderNoSchema });

export const downloadInvoice = defineEndpoint({
  name: 'downloadInvoice',
  group: 'Documents',
  summary: "The invoice PDF of the member's paid order; the order's owner only. 58013 when unpaid.",
  method: 'POST',
  path: '/files/invoice',
  versions: [''],
  auth: 'required',
  rateLimit: 'download',
  download: true,
  request: OrderDocumentRequestSchema,
  response: FileAnswerSchema,
});

export const downloadOrderCards = defineEndpoint({
  name: 'downloadOrderCards',
  group: 'Documents',
  summary:
    "The cards of the member's paid order as its delivery type makes them: PDF (one page per card), Zip (one " +
    'PDF per card), CardFile (xlsx of numbers and PINs) or URLFile (xlsx of card links). 58013 when unpaid.',
  method: 'POST',
  path: '/files/orderCards',
  versions: [''],
  auth: 'required',
  rateLimit: 'download',
  download: true,
  request: OrderDocumentRequestSchema,
  response: FileAnswerSchema,
});
