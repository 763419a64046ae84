import { useCallback, useState } from 'react';
import { saveFile } from '@shop/ui';
import { fetchSampleFile } from '../api/large-order-api';

export type SampleState = 'idle' | 'downloading' | 'failed';

/** The spec's sample file name, whatever the server calls its answer. */
export const SAMPLE_FILE_NAME = 'template.xlsx';

/** Downloads the large-order template and saves it as template.xlsx. */
export function useSampleDownload() {
  const [state, setState] = useState<SampleState>('idle');
  const download = useCallback(async () => {
    setState('downloading');
    const result = await fetchSampleFile();
    if (result.ok) saveFile({ ...result.data, filename: SAMPLE_FILE_NAME });
    setState(result.ok ? 'idle' : 'failed');
  }, []);
  return { state, download };
}
