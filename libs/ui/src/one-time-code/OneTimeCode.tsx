import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { RESEND_TIMER_SECONDS, type ApiError } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '../Button';
import { TextField } from '../form/TextField';
import type { OneTimeCodeChannel } from './channels';
import { codeDigits, codeProblem } from './code-input';
import { oneTimeCodeErrorText } from './error-text';
import { useCountdown } from './use-countdown';
import { useOneTimeCode, type OneTimeCodeConfirmation } from './use-one-time-code';

export interface OneTimeCodeProps {
  /** 'sms' sends with sendOtp / confirmOtp, 'email' with sendEmailOtp / confirmEmailOtp. */
  channel: OneTimeCodeChannel;
  /** The phone number (international form, e.g. '+971501234567') or email to verify. */
  target: string;
  /** How the target reads to the visitor; the target itself by default. */
  targetLabel?: string;
  /** Runs before a code is sent (e.g. the form's own check of the number); false stops the send. */
  beforeSend?: () => boolean | Promise<boolean>;
  /** The code was confirmed: `id` is the otpId / tokenId a later call quotes as proof. */
  onConfirmed: (confirmation: OneTimeCodeConfirmation) => void;
  /** A send failed (the error is shown here too); e.g. to place it next to the parent's field. */
  onSendFailed?: (error: ApiError) => void;
  disabled?: boolean;
  /** Prefix of the data-testid of each part: `<testId>-send`, `-code`, `-confirm`, `-resend`, … */
  testId?: string;
}

/** Stands for the target in the translated sentence, which then shows it in its own element. */
const TARGET_MARK = '\u0000';

/** The 'code sent to …' sentence: the number or email reads left to right, on one line, in any language. */
function SentTo({ text, target }: { text: string; target: string }) {
  const [before, after = ''] = text.split(TARGET_MARK);
  return (
    <>
      {before}
      <bdi dir="ltr" css={{ whiteSpace: 'nowrap' }}>
        {target}
      </bdi>
      {after}
    </>
  );
}

const rowCss = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  gap: theme.space(3),
});

/**
 * Verifies a phone number or an email with a 6-digit code (spec 1 sections 3 and 4): send, type the
 * code, confirm; a new code can be asked for 59 s after the last one. It renders no <form> of its
 * own, so it can sit inside the form it verifies a field of; Enter in the code field confirms.
 */
export function OneTimeCode({
  channel,
  target,
  targetLabel,
  beforeSend,
  onConfirmed,
  onSendFailed,
  disabled = false,
  testId = 'otp',
}: OneTimeCodeProps) {
  const { t } = useTranslation('common');
  const { state, send, confirm } = useOneTimeCode({ channel, target, onConfirmed, onSendFailed });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const legendId = useId();
  const deadline = state.sentAt === null ? null : state.sentAt + RESEND_TIMER_SECONDS * 1000;
  const secondsLeft = useCountdown(deadline);
  const busy = state.busy !== null;

  // A new code was sent: the field starts empty and takes the focus.
  useEffect(() => {
    if (state.id === null) return;
    setCode('');
    setCodeError(null);
    codeRef.current?.focus();
  }, [state.id]);

  async function onSend() {
    if (beforeSend && !(await beforeSend())) return;
    await send();
  }

  async function onConfirm() {
    const problem = codeProblem(code);
    if (problem) {
      setCodeError(problem === 'required' ? t('validation:required') : t('errors.wrongCode'));
      codeRef.current?.focus();
      return;
    }
    setCodeError(null);
    await confirm(code);
  }

  function onCodeKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // the surrounding form must not submit
    if (!busy) void onConfirm();
  }

  const errorText = state.error ? oneTimeCodeErrorText(state.error, t) : null;
  const shownTarget = targetLabel ?? state.target ?? target;

  return (
    <fieldset
      aria-labelledby={legendId}
      disabled={disabled}
      data-testid={testId}
      css={(theme: Theme) => ({
        border: `1px solid ${theme.colors.surface}`,
        borderRadius: theme.radius,
        padding: theme.space(4),
        margin: `0 0 ${theme.space(4)}`,
        minWidth: 0,
      })}
    >
      <legend id={legendId} css={{ fontWeight: 600, padding: '0 4px' }}>
        {t(`otp.${channel}.title`)}
      </legend>
      {state.status === 'success' ? (
        <p
          role="status"
          data-testid={`${testId}-confirmed`}
          css={(theme: Theme) => ({ margin: 0, color: theme.colors.success, fontWeight: 600 })}
        >
          <span aria-hidden="true">✓ </span>
          {t(`otp.${channel}.confirmed`)}
        </p>
      ) : state.id === null ? (
        <div css={rowCss}>
          <Button
            onClick={() => void onSend()}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid={`${testId}-send`}
          >
            {state.busy === 'send' ? t('otp.sending') : t('otp.send')}
          </Button>
          {errorText && state.failedStep === 'send' ? (
            <p
              role="alert"
              data-testid={`${testId}-error`}
              css={(theme: Theme) => ({ margin: 0, color: theme.colors.error })}
            >
              {errorText}
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p role="status" data-testid={`${testId}-sent`} css={(theme: Theme) => ({ margin: `0 0 ${theme.space(3)}` })}>
            <SentTo text={t(`otp.${channel}.sent`, { target: TARGET_MARK })} target={shownTarget} />
          </p>
          <div css={{ maxWidth: 240 }}>
            <TextField
              ref={codeRef}
              label={t('otp.codeLabel')}
              hint={t('otp.codeHint')}
              name="oneTimeCode"
              value={code}
              onChange={(event) => setCode(codeDigits(event.target.value))}
              onKeyDown={onCodeKeyDown}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              dir="ltr"
              error={codeError ?? (state.failedStep === 'confirm' && errorText ? errorText : undefined)}
              data-testid={`${testId}-code`}
            />
          </div>
          <div css={rowCss}>
            <Button
              onClick={() => void onConfirm()}
              disabled={busy}
              aria-busy={state.busy === 'confirm' || undefined}
              data-testid={`${testId}-confirm`}
            >
              {state.busy === 'confirm' ? t('otp.confirming') : t('otp.confirm')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void onSend()}
              disabled={busy || secondsLeft > 0}
              data-testid={`${testId}-resend`}
            >
              {state.busy === 'send' ? t('otp.sending') : t('otp.resend')}
            </Button>
            {secondsLeft > 0 ? (
              <span data-testid={`${testId}-countdown`} css={{ color: '#4a5563' }}>
                {t('otp.resendIn', { seconds: secondsLeft })}
              </span>
            ) : null}
          </div>
        </>
      )}
    </fieldset>
  );
}
