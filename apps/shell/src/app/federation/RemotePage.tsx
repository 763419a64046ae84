import { useEffect, useState } from 'react';
import type { RemoteName, RemoteRoutesModule } from '@shop/federation';
import { useTranslation } from '@shop/i18n/react';
import { LoadingIndicator } from '@shop/ui';
import { loadRemoteRoutes, resetRemote } from './remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';

type LoadState = { status: 'loading' } | { status: 'ready'; module: RemoteRoutesModule } | { status: 'failed' };

/** Renders one page of a remote, loading the remote on first use and isolating its failures. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemoteRoutes(remote).then(
      (module) => current && setState({ status: 'ready', module }),
      (error: unknown) => {
        console.error(`The ${remote} remote could not be loaded`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') return <LoadingIndicator label={t('remoteLoading')} />;
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  const Page = state.module.pages[page];
  if (!Page) return <RemoteFallback onRetry={retry} />;

  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry} fallback={(again) => <RemoteFallback onRetry={again} />}>
      <div data-remote={remote} data-release={state.module.release}>
        <Page />
      </div>
    </RemoteErrorBoundary>
  );
}
