import type { Theme } from '@emotion/react';
import { useParams } from 'react-router';
import { useNamespace, useTranslation } from '@shop/i18n/react';
import { Button, LoadingIndicator, apiErrorText } from '@shop/ui';
import { useLinkedCard } from '../hooks/use-linked-card';
import { CardLinkBrand } from './CardLinkBrand';
import { CardVoucher } from './CardVoucher';

/**
 * The receiver's card page (/:buId/card/:token), opened from the link every document, SMS and email
 * carrying a card gives. Its texts download when it opens (the cardLink namespace), not with the shop.
 */
export function CardLinkPage() {
  const { t } = useTranslation('common');
  const texts = useNamespace('cardLink');
  return (
    <>
      <CardLinkBrand />
      <main
        id="main-content"
        css={(theme: Theme) => ({
          maxWidth: 880,
          margin: '0 auto',
          padding: `${theme.space(8)} ${theme.space(4)}`,
          fontFamily: theme.fontFamily,
          color: theme.colors.text,
          [theme.media.mobile]: { padding: `${theme.space(4)} ${theme.space(3)}` },
          '@media print': { padding: 0, maxWidth: 'none' },
        })}
      >
        {texts.state === 'loading' && <LoadingIndicator label={t('loading')} />}
        {texts.state === 'failed' && <LoadFailure message={t('genericError.message')} retry={texts.reload} />}
        {texts.state === 'ready' && <LinkedCard />}
      </main>
    </>
  );
}

function LinkedCard() {
  const { t } = useTranslation('cardLink');
  const { token = '' } = useParams();
  const { state, reload } = useLinkedCard(token);
  return (
    <>
      <h1 css={(theme: Theme) => ({ fontSize: '1.75rem', margin: `0 0 ${theme.space(5)}` })}>{t('title')}</h1>
      {state.status === 'loading' && <LoadingIndicator label={t('loading')} />}
      {state.status === 'failed' && (
        <LoadFailure title={t('loadFailed')} message={apiErrorText(state.error, t)} retry={reload} />
      )}
      {state.status === 'ready' && <CardVoucher card={state.card} />}
    </>
  );
}

function LoadFailure({ title, message, retry }: { title?: string; message: string; retry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      data-testid="card-link-error"
      css={(theme: Theme) => ({
        padding: theme.space(5),
        borderRadius: theme.radius,
        borderInlineStart: `4px solid ${theme.colors.error}`,
        background: '#fdf2f2',
        display: 'grid',
        gap: theme.space(3),
        justifyItems: 'start',
      })}
    >
      {title && <strong>{title}</strong>}
      <p css={{ margin: 0 }}>{message}</p>
      <Button onClick={retry}>{t('genericError.tryAgain')}</Button>
    </div>
  );
}
