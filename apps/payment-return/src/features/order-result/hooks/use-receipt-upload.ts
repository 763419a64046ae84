import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { BUSINESS_DOCUMENT_UPLOAD, fileProblem, type MessageRef } from '@shop/validation';
import { sendReceipt } from '../api/order-result-api';

export type ReceiptUploadState =
  | { stage: 'idle' }
  /** progress: percent of the file read, null while it is sent (the client reports no upload progress). */
  | { stage: 'reading' | 'sending'; progress: number | null; fileName: string }
  | { stage: 'done'; fileName: string }
  | { stage: 'refused'; problem: MessageRef }
  | { stage: 'failed'; error: ApiError | null };

/**
 * A bank transfer's receipt (JPG, JPEG, PNG or PDF, at most 2 MB: the business-document rule the
 * server applies): checked first, read with the browser's progress, then sent (uploadPaymentReceipt).
 */
export function useReceiptUpload(custId: string, orderNo: string, onUploaded: () => void) {
  const [state, setState] = useState<ReceiptUploadState>({ stage: 'idle' });
  const attempt = useRef(0);

  const upload = useCallback(
    (file: File) => {
      const mine = ++attempt.current;
      const problem = fileProblem(file, BUSINESS_DOCUMENT_UPLOAD);
      if (problem) return setState({ stage: 'refused', problem });
      setState({ stage: 'reading', progress: 0, fileName: file.name });
      const reader = new FileReader();
      reader.onprogress = (event) => {
        if (mine === attempt.current && event.lengthComputable)
          setState({ stage: 'reading', progress: Math.round((event.loaded / event.total) * 100), fileName: file.name });
      };
      reader.onerror = () => mine === attempt.current && setState({ stage: 'failed', error: null });
      reader.onload = async () => {
        if (mine !== attempt.current) return;
        setState({ stage: 'sending', progress: null, fileName: file.name });
        const answer = await sendReceipt(custId, orderNo, String(reader.result));
        if (mine !== attempt.current) return;
        if (!answer.ok) return setState({ stage: 'failed', error: answer.error });
        setState({ stage: 'done', fileName: file.name });
        onUploaded();
      };
      reader.readAsDataURL(file);
    },
    [custId, orderNo, onUploaded],
  );
  return { state, upload };
}
