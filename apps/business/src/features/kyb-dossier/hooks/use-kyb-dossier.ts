import { useCallback, useEffect, useState } from 'react';
import type { KybDossier, KybUserInfo } from '@shop/contracts';
import { kybSessionStore, type KybSession } from '../../kyb-account/kyb-session-store';
import { fetchKybInfo, type KybCredentials } from '../api/kyb-dossier-api';

/** The dossier as the tabs read it: its state, the company's parts (type 0) and the two lists of people. */
export interface LoadedDossier {
  dossier: KybDossier;
  company: KybUserInfo;
  representatives: KybUserInfo['companyMemberInfo'];
  shareholders: KybUserInfo['companyMemberInfo'];
}

export type DossierState =
  { status: 'loading' } | { status: 'ready'; data: LoadedDossier } | { status: 'failed'; retry(): void };

export function credentialsOf(session: KybSession): KybCredentials {
  return { kybToken: session.token, custId: session.custId };
}

/**
 * Reads the whole dossier (getKybUserInfo types 0, 1 and 2) for the KYB session. A 401 means the KYB
 * token is unknown or expired: the session is forgotten, and the page goes back to /b2b/kyb.
 */
export function useKybDossier(session: KybSession) {
  const [state, setState] = useState<DossierState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const credentials = credentialsOf(session);
    void Promise.all([fetchKybInfo(credentials, 0), fetchKybInfo(credentials, 1), fetchKybInfo(credentials, 2)]).then(
      ([company, representatives, shareholders]) => {
        if (!current) return;
        if ([company, representatives, shareholders].some((result) => !result.ok && result.status === 401)) {
          kybSessionStore.getState().clear();
          return;
        }
        if (!company.ok || !representatives.ok || !shareholders.ok) {
          setState({ status: 'failed', retry });
          return;
        }
        setState({
          status: 'ready',
          data: {
            dossier: company.data.dossier,
            company: company.data,
            representatives: representatives.data.companyMemberInfo,
            shareholders: shareholders.data.companyMemberInfo,
          },
        });
      },
    );
    return () => {
      current = false;
    };
  }, [session, attempt, retry]);

  /** A tab saved: its answer carries the dossier's new state and that type's parts. */
  const saved = useCallback((info: KybUserInfo) => {
    setState((previous) => {
      if (previous.status !== 'ready') return previous;
      const data = { ...previous.data, dossier: info.dossier };
      if (info.type === 0) data.company = info;
      if (info.type === 1) data.representatives = info.companyMemberInfo;
      if (info.type === 2) data.shareholders = info.companyMemberInfo;
      return { status: 'ready', data };
    });
  }, []);

  return { state, saved };
}
