import { useState } from 'react';
import type { ApiResult } from '@shop/api-client';
import type { Version } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { apiErrorText } from '@shop/ui';

export interface VersionCalls {
  publish(versionNo: number): Promise<ApiResult<{ version: Version }>>;
  restore(versionNo: number): Promise<ApiResult<{ version: Version }>>;
  preview?(versionNo: number): Promise<ApiResult<{ previewUrl: string; expiresAt: number }>>;
}

export type VersionOutcome =
  { tone: 'success'; text: string; previewUrl?: string } | { tone: 'error'; text: string } | null;

/**
 * Publish, restore and preview of a settings or catalogue version: one at a time, with what happened
 * said in words (and the preview's link, opened by the operator: a window opened after a call is blocked).
 */
export function useVersionActions(calls: VersionCalls, onChanged: (version: Version) => void) {
  const { t } = useTranslation('operator');
  const [busyVersion, setBusyVersion] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<VersionOutcome>(null);

  async function change(
    versionNo: number,
    call: (no: number) => Promise<ApiResult<{ version: Version }>>,
    done: string,
  ) {
    setBusyVersion(versionNo);
    setOutcome(null);
    const result = await call(versionNo);
    setBusyVersion(null);
    if (!result.ok) {
      setOutcome({ tone: 'error', text: apiErrorText(result.error, t) });
      return;
    }
    setOutcome({ tone: 'success', text: t(done, { number: result.data.version.versionNo, from: versionNo }) });
    onChanged(result.data.version);
  }

  async function preview(versionNo: number) {
    if (!calls.preview) return;
    setBusyVersion(versionNo);
    setOutcome(null);
    const result = await calls.preview(versionNo);
    setBusyVersion(null);
    if (!result.ok) setOutcome({ tone: 'error', text: apiErrorText(result.error, t) });
    else
      setOutcome({
        tone: 'success',
        text: t('versions.previewReady', { number: versionNo }),
        previewUrl: result.data.previewUrl,
      });
  }

  return {
    busyVersion,
    outcome,
    onPublish: (versionNo: number) => void change(versionNo, calls.publish, 'versions.published'),
    onRestore: (versionNo: number) => void change(versionNo, calls.restore, 'versions.restored'),
    onPreview: calls.preview ? (versionNo: number) => void preview(versionNo) : undefined,
  };
}
