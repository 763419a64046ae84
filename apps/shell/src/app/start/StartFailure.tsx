import { i18n } from '@shop/i18n/react';

/** Shown when the unit's configuration cannot be loaded; texts fall back to English if i18n is down. */
export function StartFailure() {
  const text = (key: string, english: string) => (i18n.isInitialized ? i18n.t(key, { ns: 'shell' }) : english);
  return (
    <div role="alert" style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '64px auto', padding: 24 }}>
      <h1>{text('startFailed.title', 'The shop could not start')}</h1>
      <p>
        {text(
          'startFailed.body',
          'Something went wrong while loading the shop. Please check your connection and try again.',
        )}
      </p>
      <button type="button" onClick={() => window.location.reload()} style={{ minHeight: 44, padding: '8px 20px' }}>
        {text('remoteFallback.retry', 'Try again')}
      </button>
    </div>
  );
}
