import type { Theme } from '@emotion/react';
import { VERIFY_LINK_VALIDITY_MS } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';
import { emailVerificationErrorText } from '../email-verification-errors';
import { useEmailVerification, type EmailVerificationView } from '../hooks/use-email-verification';
import { useResendCountdown } from '@shop/session/timed-events/react';

/** How long the emailed link stays good, as the confirmation says. */
const LINK_HOURS = VERIFY_LINK_VALIDITY_MS / 3_600_000;

const badgeCss = (verified: boolean) => (theme: Theme) => ({
  display: 'inline-block',
  padding: `2px ${theme.space(2)}`,
  borderRadius: 999,
  fontWeight: 700,
  fontSize: '0.875rem',
  color: verified ? '#0b5d1e' : '#7a3e00',
  background: verified ? '#e3f4e8' : '#fff1dc',
  border: `1px solid ${verified ? '#8cc79f' : '#e0b36a'}`,
});

/**
 * Whether the member's email address is verified; when not, a button that emails the verification
 * link (/memberValidate), a confirmation once sent, and the 59 s wait before another link.
 */
export function EmailVerification({ custId }: { custId: string }) {
  const { t } = useTranslation('account');
  const { view, send, reload } = useEmailVerification(custId);

  if (view.status === 'loading') return <LoadingIndicator label={t('emailVerification.loading')} />;
  if (view.status === 'failed')
    return (
      <div data-testid="email-verification-failed">
        <FormAlert tone="error">
          {t('emailVerification.loadFailed')} {emailVerificationErrorText(view.error, t)}
        </FormAlert>
        <Button variant="secondary" onClick={reload}>
          {t('retry')}
        </Button>
      </div>
    );
  return <EmailVerificationStatus view={view} send={send} />;
}

function EmailVerificationStatus({
  view,
  send,
}: {
  view: Extract<EmailVerificationView, { status: 'ready' }>;
  send: () => Promise<void>;
}) {
  const { t } = useTranslation('account');
  const { verification, timer, sending, sent, error } = view;
  const secondsLeft = useResendCountdown(timer.id, timer.seconds);
  const waiting = secondsLeft > 0;
  return (
    <div data-testid="email-verification" css={(theme: Theme) => ({ margin: `0 0 ${theme.space(4)}` })}>
      <p css={(theme: Theme) => ({ margin: `0 0 ${theme.space(2)}` })}>
        <span css={{ fontWeight: 600 }}>{t('emailVerification.statusLabel')}</span>{' '}
        <span data-testid="email-verification-status" css={badgeCss(verification.verified)}>
          {verification.verified ? t('emailVerification.verified') : t('emailVerification.notVerified')}
        </span>
      </p>
      {verification.verified ? null : (
        <>
          <p css={(theme: Theme) => ({ margin: `0 0 ${theme.space(3)}`, lineHeight: 1.5, color: '#4a5563' })}>
            {t('emailVerification.why')}
          </p>
          {/* The confirmation and errors are announced (FormAlert); the countdown, changing each second, is not. */}
          {sent ? (
            <FormAlert tone="success">
              <span data-testid="email-verification-sent">
                {t('emailVerification.sent', { email: verification.email, hours: LINK_HOURS })}
              </span>
            </FormAlert>
          ) : null}
          {error ? (
            <div data-testid="email-verification-error">
              <FormAlert tone="error">{emailVerificationErrorText(error, t)}</FormAlert>
            </div>
          ) : null}
          <Button
            variant={sent ? 'secondary' : 'primary'}
            onClick={() => void send()}
            disabled={sending || waiting}
            aria-busy={sending}
            data-testid="email-verification-send"
          >
            {sending
              ? t('emailVerification.sending')
              : sent || verification.lastSentAt !== null
                ? t('emailVerification.resend')
                : t('emailVerification.send')}
          </Button>
          {waiting && !sending ? (
            <p data-testid="email-verification-wait" css={(theme: Theme) => ({ margin: `${theme.space(2)} 0 0` })}>
              {t('emailVerification.resendIn', { seconds: secondsLeft })}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
