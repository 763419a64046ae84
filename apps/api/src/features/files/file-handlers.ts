import type { EndpointHandler } from '../../http/handler';
import { uploadLargeOrderFileHandler } from './large-order-upload';
import { getMemberPreviousFileHandler } from './previous-files';
import { uploadResourceHandler } from './resource-upload';
import { downloadSampleFileHandler } from './sample-file';

export const FILE_HANDLERS = [
  uploadResourceHandler,
  uploadLargeOrderFileHandler,
  getMemberPreviousFileHandler,
  downloadSampleFileHandler,
] as EndpointHandler[];
