import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { CaptchaSlot, useCaptcha } from '@shop/captcha/react';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator, ModalDialog, apiErrorText } from '@shop/ui';
import { actionLinkCss } from '../../result-layout/ResultCard';
import { useUnlock } from '../hooks/use-unlock';

// The page has no header or footer: the dialog stands alone in the top layer over its backdrop.
const dialogCss = (theme: Theme) => ({
  boxShadow: '0 8px 32px rgba(0,0,0,0.25)',
  lineHeight: 1.5,
  '&::backdrop': { background: 'rgba(16, 24, 40, 0.55)' },
  [theme.media.mobile]: { padding: theme.space(4) },
  h1: { margin: `0 0 ${theme.space(3)}`, fontSize: '1.375rem' },
  p: { margin: `0 0 ${theme.space(3)}` },
});

/**
 * /unlock?orderNo=: the buyer who received a physical order's cards unlocks them (the link of the
 * email sent when the order was paid). Header and footer are hidden on this route: the dialog stands
 * alone, with the brand's name.
 */
export function UnlockDialog({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('orderResult');
  const unit = useUnit();
  const navigate = useNavigate();
  const captcha = useCaptcha(unit.captcha);
  const { state, unlock } = useUnlock(orderNo, captcha);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const done = state.status === 'unlocked' || state.status === 'alreadyUnlocked' || state.status === 'stillLocked';

  useEffect(() => {
    if (done) headingRef.current?.focus();
    else if (state.status === 'asking') actionsRef.current?.querySelector('button')?.focus();
  }, [done, state.status]);

  const title = (() => {
    if (state.status === 'unlocked') return t('common:errors.unlock.success');
    if (state.status === 'alreadyUnlocked') return t('common:errors.unlock.alreadyUnlocked');
    if (state.status === 'stillLocked') return t('common:errors.unlock.stillLocked');
    return t('unlock.title');
  })();
  const support = [unit.support.phone, unit.support.email].filter(Boolean);

  return (
    <ModalDialog
      labelledBy="unlock-title"
      describedBy="unlock-body"
      css={dialogCss}
      testId="unlock-dialog"
      onCancel={state.status === 'asking' ? () => void navigate('/') : undefined}
    >
      <p css={(theme: Theme) => ({ color: theme.colors.primary, fontWeight: 700 })}>{unit.name}</p>
      <h1
        id="unlock-title"
        ref={headingRef}
        tabIndex={-1}
        css={{ '&:focus': { outline: 'none' } }}
        data-testid="unlock-title"
      >
        {title}
      </h1>
      <div id="unlock-body">
        {state.status === 'asking' || state.status === 'unlocking' ? <p>{t('unlock.question', { orderNo })}</p> : null}
        {state.status === 'unlocked' ? (
          <p data-testid="unlock-success">{t('unlock.unlocked', { cards: state.cardQty })}</p>
        ) : null}
        {state.status === 'alreadyUnlocked' ? <p>{t('unlock.already')}</p> : null}
        {state.status === 'stillLocked' ? (
          <p data-testid="unlock-still-locked">
            {t('common:errors.unlock.contactCustomerService')}{' '}
            {support.length > 0 ? <span dir="ltr">{support.join(' · ')}</span> : null}
          </p>
        ) : null}
      </div>
      {state.status === 'asking' && state.error ? (
        <FormAlert tone="error">{apiErrorText(state.error, t)}</FormAlert>
      ) : null}
      {state.status === 'unlocking' ? <LoadingIndicator label={t('unlock.unlocking')} /> : null}
      {state.status === 'asking' || state.status === 'unlocking' ? (
        <div ref={actionsRef} css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) })}>
          <Button onClick={() => void unlock()} disabled={state.status === 'unlocking'} data-testid="unlock-yes">
            {t('unlock.yes')}
          </Button>
          <Button variant="secondary" onClick={() => void navigate('/')} disabled={state.status === 'unlocking'}>
            {t('unlock.no')}
          </Button>
        </div>
      ) : (
        <Link to="/" css={actionLinkCss()} data-testid="unlock-home">
          {t('home')}
        </Link>
      )}
      <CaptchaSlot captcha={captcha} />
    </ModalDialog>
  );
}
