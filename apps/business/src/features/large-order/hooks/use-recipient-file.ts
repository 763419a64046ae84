import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { apiErrorText } from '@shop/ui';
import { LARGE_ORDER_FILE_UPLOAD, fileProblem, formatValidationMessage } from '@shop/validation';
import { checkRecipientFile, type CheckedFile } from '../api/large-order-api';
import { readFileBytes } from '../api/file-digest';

export type RecipientFileState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string }
  /** share: of the file sent, null until the first progress report (a shell's client may send none). */
  | { status: 'sending'; fileName: string; share: number | null }
  /** Sent: the server reads and checks its rows. */
  | { status: 'checking'; fileName: string }
  | { status: 'checked'; fileName: string; result: CheckedFile }
  | { status: 'failed'; message: string };

/**
 * A recipient file chosen, checked here as the server checks it (type, code 2; size, code 1), sent with
 * its upload's progress, then checked row by row by the server (63004 unreadable, 63005 too many rows:
 * the API's texts in the page's language). `onChecked` runs once the server kept the file.
 */
export function useRecipientFile(custId: string, onChecked: () => void) {
  const { t } = useTranslation('business');
  const [state, setState] = useState<RecipientFileState>({ status: 'idle' });
  // Only the latest choice may change the state: a file chosen while another is sent replaces it.
  const latest = useRef(0);

  const choose = useCallback(
    async (file: File) => {
      const attempt = ++latest.current;
      const update = (next: RecipientFileState) => {
        if (latest.current === attempt) setState(next);
      };
      const problem = fileProblem(file, LARGE_ORDER_FILE_UPLOAD);
      if (problem) {
        update({ status: 'failed', message: formatValidationMessage(problem.key, problem.params, t) });
        return;
      }
      update({ status: 'reading', fileName: file.name });
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = await readFileBytes(file);
      } catch {
        update({ status: 'failed', message: t('largeOrder.upload.readFailed') });
        return;
      }
      update({ status: 'sending', fileName: file.name, share: null });
      const result = await checkRecipientFile(custId, file, bytes, (share) =>
        update(
          share >= 1 ? { status: 'checking', fileName: file.name } : { status: 'sending', fileName: file.name, share },
        ),
      );
      if (!result.ok) {
        update({ status: 'failed', message: apiErrorText(result.error, t) });
        return;
      }
      update({ status: 'checked', fileName: file.name, result: result.data });
      onChecked();
    },
    [custId, onChecked, t],
  );

  return { state, choose };
}
