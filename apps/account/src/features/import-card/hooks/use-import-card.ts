import { useCallback } from 'react';
import { useSession } from '@shop/session/react';
import { addCardToAccount, type ImportCardValues } from '../api/import-card-api';

/** The import call for the signed-in member. */
export function useImportCard() {
  const custId = useSession((state) => state.user?.custId ?? '');
  return useCallback((values: ImportCardValues) => addCardToAccount(custId, values), [custId]);
}
