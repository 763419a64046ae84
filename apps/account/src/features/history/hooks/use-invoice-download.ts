import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { useSession } from '@shop/session/react';
import { saveFile } from '@shop/ui';
import { fetchInvoice } from '../api/invoice-api';

export type InvoiceDownloadState =
  | { status: 'idle' }
  /** percent: how much arrived, null while the server has not said how large the file is. */
  | { status: 'downloading'; percent: number | null }
  | { status: 'failed'; error: ApiError };

/** Downloads an order's invoice PDF and hands it to the browser's save; one download at a time. */
export function useInvoiceDownload(orderNo: string) {
  const custId = useSession((state) => state.user?.custId ?? '');
  const [state, setState] = useState<InvoiceDownloadState>({ status: 'idle' });
  const running = useRef(false);

  const download = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'downloading', percent: null });
    const result = await fetchInvoice(custId, orderNo, (received, total) =>
      setState({ status: 'downloading', percent: total ? Math.min(100, Math.round((received / total) * 100)) : null }),
    );
    running.current = false;
    if (result.ok) saveFile(result.data);
    setState(result.ok ? { status: 'idle' } : { status: 'failed', error: result.error });
  }, [custId, orderNo]);

  return { state, download };
}
