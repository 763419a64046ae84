import { useCallback, useState } from 'react';
import type { BusinessBrochure } from '@shop/contracts';
import { fetchBrochure } from '../api/brochure-api';
import { saveFile } from '@shop/ui';

export type BrochureState = 'idle' | 'downloading' | 'failed';

/** Downloads a brochure and saves it; each brochure's state (downloading, failed) for its button. */
export function useBrochureDownload() {
  const [states, setStates] = useState<Partial<Record<BusinessBrochure, BrochureState>>>({});
  const download = useCallback(async (brochure: BusinessBrochure) => {
    setStates((current) => ({ ...current, [brochure]: 'downloading' }));
    const result = await fetchBrochure(brochure);
    if (result.ok) saveFile(result.data);
    setStates((current) => ({ ...current, [brochure]: result.ok ? 'idle' : 'failed' }));
  }, []);
  const stateOf = (brochure: BusinessBrochure): BrochureState => states[brochure] ?? 'idle';
  return { download, stateOf };
}
