import { storedFileUrl, uploadResource, type UploadPurpose } from '@shop/contracts';
import {
  BUSINESS_DOCUMENT_UPLOAD,
  KYB_DOCUMENT_UPLOAD,
  PERSONAL_IMAGE_UPLOAD,
  UPLOAD_ERROR_CODES,
  type FileRule,
} from '@shop/validation';
import { handler } from '../../http/handler';
import { checkUpload, uploadFailure } from './upload-checks';
import { storeUpload } from './store-upload';
import { consumeUploadAllowance } from './upload-allowance';

/** Each purpose's types and size limit, from the shared rules the forms use. */
const RULES: Record<UploadPurpose, FileRule> = {
  personalImage: PERSONAL_IMAGE_UPLOAD,
  businessDocument: BUSINESS_DOCUMENT_UPLOAD,
  kybDocument: KYB_DOCUMENT_UPLOAD,
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:[\w.+-]+\/[\w.+-]+;base64,/;

/** The bytes of resourceContent: plain base64, its data-URL prefix taken off if a client left it on. */
function decodeContent(resourceContent: string): Buffer | null {
  const base64 = resourceContent.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return null;
  return Buffer.from(base64, 'base64');
}

/** What the upload is for: asked for, or by format (an image is a card's personal image, a pdf a document). */
function purposeOf(purpose: UploadPurpose | undefined, fileFormat: string): UploadPurpose {
  if (purpose) return purpose;
  return fileFormat.trim().toLowerCase() === 'pdf' ? 'businessDocument' : 'personalImage';
}

/** POST /resource/upload: an image or document in base64, checked by content, stored under a new id. */
export const uploadResourceHandler = handler(uploadResource, async (call) => {
  const { input } = call;
  await consumeUploadAllowance(call);
  const purpose = purposeOf(input.purpose, input.fileFormat);
  const bytes = decodeContent(input.resourceContent);
  if (!bytes) throw uploadFailure({ code: UPLOAD_ERROR_CODES.wrongFormat, key: 'formatNotRight' }, 'resourceContent');
  const checked = await checkUpload({ bytes, extension: input.fileFormat }, RULES[purpose], 'resourceContent');
  // A prefix sent along must name the same type as the content (a 'data:image/png' prefix on a jpeg is not).
  const prefixType = input.prefix.match(/^data:([\w.+-]+\/[\w.+-]+)/)?.[1]?.toLowerCase();
  if (input.prefix && prefixType !== checked.contentType) {
    throw uploadFailure({ code: UPLOAD_ERROR_CODES.wrongFormat, key: 'formatNotRight' }, 'prefix');
  }
  const stored = await storeUpload(call, {
    bytes,
    contentType: checked.contentType,
    purpose,
    originalName: input.fileName,
  });
  return { fileId: stored.id, url: storedFileUrl(stored.id), contentType: stored.contentType, size: stored.size };
});
