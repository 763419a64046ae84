import { BUSINESS_DOCUMENT_UPLOAD, contentMatchesExtension } from '@shop/validation';
import { ApiFailure } from '../../http/api-failure';

/** What a payment receipt may be, told by its content (spec 1 section 5: images JPG/PNG, or a PDF). */
const RECEIPT_TYPES = [
  { probe: 'receipt.jpg', contentType: 'image/jpeg' },
  { probe: 'receipt.png', contentType: 'image/png' },
  { probe: 'receipt.pdf', contentType: 'application/pdf' },
] as const;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Reads an uploaded receipt: base64 with or without its data-URL prefix (which is not trusted), at most
 * the business documents' 2 MB, and a JPEG, PNG or PDF by its bytes, whatever it claims to be.
 */
export function readReceipt(receiptImage: string): { contentType: string; content: Uint8Array } {
  const base64 = receiptImage.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!BASE64.test(base64)) throw new ApiFailure('ORDER_RECEIPT_FORMAT');
  const content = new Uint8Array(Buffer.from(base64, 'base64'));
  if (content.length > (BUSINESS_DOCUMENT_UPLOAD.limitBytes ?? 0)) throw new ApiFailure('ORDER_RECEIPT_TOO_BIG');
  const type = RECEIPT_TYPES.find((candidate) => contentMatchesExtension(content, candidate.probe));
  if (!type) throw new ApiFailure('ORDER_RECEIPT_FORMAT');
  return { contentType: type.contentType, content };
}
