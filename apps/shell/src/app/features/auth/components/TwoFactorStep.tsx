import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { shopApi } from '@shop/api-client';
import { TWO_FA_CODE_LENGTH, twoFaConfirmLogin, twoFaResend, type Session, type TwoFaChallenge } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, SubmitButton, TextField, validationResolver } from '@shop/ui';
import { authErrorMessage } from '../api/auth-errors';
import { useResendCountdown } from '@shop/session/timed-events/react';
import { fullWidthSubmit } from './form-layout';

/** Whose sign-in the code confirms: the login form's account, as the spec sends it again. */
export type TwoFactorAccount = { account: string } | { mobileNo: string };

interface CodeValues {
  code: string;
}

export interface TwoFactorStepProps {
  challenge: TwoFaChallenge;
  account: TwoFactorAccount;
  buId: string;
  onSignedIn: (session: Session) => Promise<void>;
  onCancel: () => void;
}

/**
 * The second step of a two-factor sign-in (spec 2 twoFaConfirmLogin): the code sent by email or SMS,
 * a new code once the 59 s timer has run, and the API's answers (a wrong code, the lock after too many)
 * next to the field.
 */
export function TwoFactorStep({ challenge: first, account, buId, onSignedIn, onCancel }: TwoFactorStepProps) {
  const { t } = useTranslation('auth');
  const [challenge, setChallenge] = useState(first);
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [alert, setAlert] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const secondsLeft = useResendCountdown(sentAt, challenge.resendInSeconds);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({
    defaultValues: { code: '' },
    resolver: validationResolver<CodeValues>(
      v.object({
        code: v.pipe(v.string(), v.trim(), v.nonEmpty(t('twoFactor.codeRequired'))),
      }),
    ),
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setAlert(null);
    setResent(false);
    const result = await shopApi().call(twoFaConfirmLogin, {
      ...account,
      aggregatorBuId: buId,
      loginType: 'NL',
      twoFaTokenId: challenge.tokenId,
      twoFaToken: code.trim(),
    });
    if (!result.ok) {
      setError('code', { type: 'server', message: authErrorMessage(result.error, t) });
      setFocus('code');
      return;
    }
    await onSignedIn(result.data);
  });

  const resend = async () => {
    setAlert(null);
    setResent(false);
    setResending(true);
    const result = await shopApi().call(twoFaResend, { twoFaTokenId: challenge.tokenId });
    setResending(false);
    if (!result.ok) {
      setAlert(authErrorMessage(result.error, t));
      return;
    }
    setChallenge(result.data);
    setSentAt(Date.now());
    setResent(true);
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="two-factor-form" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" css={(theme: Theme) => ({ fontSize: '1.25rem', margin: `0 0 ${theme.space(2)}` })}>
        {t('twoFactor.title')}
      </h2>
      <p css={(theme: Theme) => ({ margin: `0 0 ${theme.space(4)}`, lineHeight: 1.5 })}>
        {t('twoFactor.lead')}{' '}
        <strong dir="ltr" data-testid="two-factor-sent-to">
          {challenge.sentTo}
        </strong>
      </p>
      {alert ? (
        <div data-testid="two-factor-alert">
          <FormAlert tone="error">{alert}</FormAlert>
        </div>
      ) : null}
      {resent ? (
        <div data-testid="two-factor-resent">
          <FormAlert tone="success">{t('twoFactor.resent')}</FormAlert>
        </div>
      ) : null}
      <TextField
        label={t('twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={TWO_FA_CODE_LENGTH}
        autoFocus
        error={errors.code?.message}
        {...register('code')}
      />
      <div css={fullWidthSubmit}>
        <SubmitButton data-testid="two-factor-submit" busy={isSubmitting} busyLabel={t('twoFactor.submitting')}>
          {t('twoFactor.submit')}
        </SubmitButton>
      </div>
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space(3),
          marginTop: theme.space(4),
        })}
      >
        <div>
          <Button
            type="button"
            variant="secondary"
            data-testid="two-factor-resend"
            disabled={secondsLeft > 0 || resending}
            onClick={() => void resend()}
          >
            {resending ? t('twoFactor.resending') : t('twoFactor.resend')}
          </Button>
          <p
            aria-live="polite"
            data-testid="two-factor-countdown"
            css={(theme: Theme) => ({ margin: `${theme.space(2)} 0 0`, minHeight: '1.5em' })}
          >
            {secondsLeft > 0 ? t('twoFactor.resendIn', { seconds: secondsLeft }) : null}
          </p>
        </div>
        <Button type="button" variant="secondary" data-testid="two-factor-back" onClick={onCancel}>
          {t('twoFactor.back')}
        </Button>
      </div>
    </form>
  );
}
