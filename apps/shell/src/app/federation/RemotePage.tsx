import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RemoteName, RemoteRoutesModule } from '@shop/federation';
import { useTranslation } from '@shop/i18n/react';
import { LoadingIndicator } from '@shop/ui';
import { isFallbackRoutesModule } from './fallback-module';
import { loadRemoteRoutes, settledRemoteRoutes } from './remote-registry';
import { reloadCount, reloadRemote, subscribeToReloads } from './remote-reloads';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';

type LoadState = { status: 'loading' } | { status: 'ready'; module: RemoteRoutesModule } | { status: 'failed' };

function initialState(remote: RemoteName): LoadState {
  const settled = settledRemoteRoutes(remote);
  if (settled === null) return { status: 'loading' };
  return settled === 'failed' ? { status: 'failed' } : { status: 'ready', module: settled };
}

/**
 * Renders one page of a remote, loading the remote on first use. An unreachable remote comes back from
 * the federation runtime's failure plugins as a fallback module; a page that throws while rendering is
 * caught by the error boundary. Either way "Try again" asks for the remote again (reloadRemote).
 */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const { t } = useTranslation('shell');
  const readReloads = () => reloadCount(remote);
  const reloads = useSyncExternalStore(subscribeToReloads, readReloads, readReloads);
  // Already there when the page was rendered on the server, and when the browser hydrates that page.
  const [state, setState] = useState<LoadState>(() => initialState(remote));

  useEffect(() => {
    let current = true;
    // A remote already there stays until the visitor asks to try again; a failed one is asked for again.
    const settled = settledRemoteRoutes(remote);
    if (reloads === 0 && settled !== null && settled !== 'failed') {
      setState((shown) =>
        shown.status === 'ready' && shown.module === settled ? shown : { status: 'ready', module: settled },
      );
      return;
    }
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
  }, [remote, reloads]);

  const retry = () => reloadRemote(remote);

  // The page keeps a screen's height while its remote loads: the footer stays below the first screen instead
  // of showing and then jumping down when the page arrives (most of the home page's layout shift).
  if (state.status === 'loading')
    return (
      <div data-testid="remote-loading" css={{ minHeight: '100vh' }}>
        <LoadingIndicator label={t('remoteLoading')} />
      </div>
    );
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  const Page = state.module.pages[page];
  if (!Page) return <RemoteFallback onRetry={retry} />;
  if (isFallbackRoutesModule(state.module)) return <Page />;

  return (
    <RemoteErrorBoundary key={reloads} onRetry={retry} fallback={(again) => <RemoteFallback onRetry={again} />}>
      <div data-remote={remote} data-release={state.module.release}>
        <Page />
      </div>
    </RemoteErrorBoundary>
  );
}
