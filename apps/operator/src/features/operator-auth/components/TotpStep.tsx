import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OperatorSession } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, SubmitButton, TextField, apiErrorText, validationResolver } from '@shop/ui';
import { totpCodeSchema } from '@shop/validation';
import * as v from 'valibot';
import { verifyTotpCode } from '../api/operator-auth-api';

interface CodeValues {
  code: string;
}

const codeFormSchema = v.object({ code: totpCodeSchema });
/** 10092: the challenge expired; the operator starts again with his password. */
const CHALLENGE_EXPIRED = 10092;

/** The second step, required for every operator: the 6 digits of the authenticator app. */
export function TotpStep({
  challengeId,
  email,
  onSignedIn,
  onRestart,
}: {
  challengeId: string;
  email: string;
  onSignedIn: (session: OperatorSession) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('operator');
  const [alert, setAlert] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ defaultValues: { code: '' }, resolver: validationResolver<CodeValues>(codeFormSchema) });

  // The step changed under the keyboard user's feet: say so by moving the focus to its heading.
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = handleSubmit(async ({ code }) => {
    setAlert(null);
    const result = await verifyTotpCode({ challengeId, code });
    if (!result.ok) {
      if (result.error.code === CHALLENGE_EXPIRED) setExpired(true);
      if (result.error.issues?.some((issue) => issue.path === 'code'))
        setError('code', { type: 'server', message: apiErrorText(result.error, t) });
      else setAlert(apiErrorText(result.error, t));
      return;
    }
    onSignedIn(result.data);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="operator-totp-heading">
      <h2 id="operator-totp-heading" ref={heading} tabIndex={-1} css={{ fontSize: '1.25rem' }}>
        {t('signIn.codeTitle')}
      </h2>
      <p>{t('signIn.codeIntro', { email })}</p>
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      {expired ? (
        <Button variant="secondary" onClick={onRestart}>
          {t('signIn.startAgain')}
        </Button>
      ) : (
        <>
          <TextField
            label={t('signIn.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={7}
            error={errors.code?.message}
            {...register('code')}
          />
          <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <SubmitButton busy={isSubmitting} busyLabel={t('signIn.verifying')}>
              {t('signIn.verify')}
            </SubmitButton>
            <Button variant="secondary" onClick={onRestart}>
              {t('signIn.back')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
