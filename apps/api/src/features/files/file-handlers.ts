import type { EndpointHandler } from '../../http/handler';
import { orderLargeOrderFileHandler } from './large-order-ordering';
import { uploadLargeOrderFileHandler } from './large-order-upload';
import { getMemberPreviousFileHandler } from './previous-files';
import { uploadResourceHandler } from './resource-upload';
import { downloadSampleFileHandler } from './sample-file';

export const FILE_HANDLERS = [
  uploadResourceHandler,
  uploadLargeOrderFileHandler,
  orderLargeOrderFileHandler,
  getMemberPreviousFileHandler,
  downloadSampleFileHandler,
] as EndpointHandler[];
