import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError, KybTab, KybTabCompletion, KybUserInfo } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { placeServerError } from '@shop/ui';
import { kybErrorMessage } from '../../kyb-account/api/kyb-errors';
import { kybSessionStore, type KybSession } from '../../kyb-account/kyb-session-store';
import { saveKybTab, type KybUpdate } from '../api/kyb-dossier-api';
import { credentialsOf } from './use-kyb-dossier';

type TabUpdate = KybUpdate extends infer U ? (U extends unknown ? Omit<U, 'kybToken' | 'custId'> : never) : never;

export interface TabSave<TValues extends FieldValues> {
  /** Saves the tab's part; the server's field issues are put next to the form's fields. */
  save(update: TabUpdate, setError: UseFormSetError<TValues>): Promise<boolean>;
  /** A text for the tab's alert (an error naming no field), or null. */
  alert: string | null;
  /** The tab's completion once it was saved while on screen ("Draft saved, N to fill" or complete), else null. */
  savedNow: KybTabCompletion | null;
  /** The form changed since: the saved notice goes. */
  edited(): void;
}

/**
 * One tab's draft save (updateKybUser; a draft may leave fields empty, decision 0032): the answer (that
 * type's info and the dossier's state) goes to the page and says the tab's completion; an error's issues
 * are placed by their path, the wire's `prefix` (companyInfo., companyMemberInfo.) read as the form's
 * `formPrefix`; a 401 ends the KYB session.
 */
export function useTabSave<TValues extends FieldValues>(
  section: KybTab,
  session: KybSession,
  onSaved: (info: KybUserInfo) => void,
  fields: readonly string[],
  prefix: string,
  formPrefix = '',
): TabSave<TValues> {
  const { t } = useTranslation('business');
  const [alert, setAlert] = useState<string | null>(null);
  const [savedNow, setSavedNow] = useState<KybTabCompletion | null>(null);

  const save = async (update: TabUpdate, setError: UseFormSetError<TValues>) => {
    setAlert(null);
    setSavedNow(null);
    const result = await saveKybTab({ ...update, ...credentialsOf(session) } as KybUpdate);
    if (result.ok) {
      onSaved(result.data);
      setSavedNow(result.data.dossier.completion[section]);
      return true;
    }
    if (result.status === 401) {
      kybSessionStore.getState().clear();
      return false;
    }
    const placed = placeServerError(renamePaths(result.error, prefix, formPrefix), fields, t);
    for (const [field, message] of Object.entries(placed.fields))
      setError(field as Path<TValues>, { type: 'server', message });
    if (placed.form !== null) {
      setAlert([kybErrorMessage(result.error, t), ...placed.unplaced].join(' '));
    }
    return false;
  };

  return { save, alert, savedNow, edited: () => setSavedNow(null) };
}

function renamePaths(error: ApiError, prefix: string, formPrefix: string): ApiError {
  if (!error.issues) return error;
  return {
    ...error,
    issues: error.issues.map((issue) => ({
      ...issue,
      path: issue.path.startsWith(prefix) ? `${formPrefix}${issue.path.slice(prefix.length)}` : issue.path,
    })),
  };
}
