import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useUnit } from '@shop/brand/react';
import { callWithCaptcha } from '@shop/captcha';
import { CaptchaSlot, useCaptcha } from '@shop/captcha/react';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, SubmitButton, TextField, placeServerError, validationResolver } from '@shop/ui';
import { emailSchema } from '@shop/validation';
import { cardCss } from '../../../shared/page-styles';
import { sendKybVerificationEmail } from '../api/kyb-account-api';
import { kybErrorMessage } from '../api/kyb-errors';

const startSchema = v.object({ email: emailSchema });
type StartValues = v.InferInput<typeof startSchema>;

/** "Start": the work email that receives the link to /b2b/kyb/verify-email. */
export function StartVerificationForm() {
  const { t } = useTranslation('business');
  const unit = useUnit();
  const captcha = useCaptcha(unit.captcha);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StartValues>({ defaultValues: { email: '' }, resolver: validationResolver<StartValues>(startSchema) });

  const onSubmit = handleSubmit(async ({ email }) => {
    setAlert(null);
    setSentTo(null);
    let result;
    try {
      result = await callWithCaptcha(captcha, (captchaToken) =>
        sendKybVerificationEmail({ aggregatorBuId: unit.buId, email: email.trim(), captchaToken }),
      );
    } catch {
      return; // the captcha failed for good; its notification is on screen
    }
    if (!result.ok) {
      const placed = placeServerError(result.error, ['email'], t);
      if (placed.fields.email) setError('email', { type: 'server', message: placed.fields.email });
      if (placed.form !== null) setAlert(kybErrorMessage(result.error, t));
      return;
    }
    setSentTo(email.trim());
  });

  return (
    <section aria-labelledby="kyb-start" css={cardCss}>
      <h2 id="kyb-start" css={{ margin: 0 }}>
        {t('kyb.entry.startHeading')}
      </h2>
      <p css={{ margin: 0 }}>{t('kyb.entry.startText')}</p>
      <form onSubmit={onSubmit} noValidate data-testid="kyb-start-form">
        {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
        {sentTo ? (
          <div data-testid="kyb-link-sent">
            <FormAlert tone="success">{t('kyb.entry.sent', { email: sentTo })}</FormAlert>
          </div>
        ) : null}
        <TextField
          label={t('kyb.entry.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <div css={(theme: Theme) => ({ marginTop: theme.space(2) })}>
          <SubmitButton data-testid="kyb-start-submit" busy={isSubmitting} busyLabel={t('kyb.entry.sending')}>
            {t('kyb.entry.send')}
          </SubmitButton>
        </div>
        <CaptchaSlot captcha={captcha} />
      </form>
    </section>
  );
}
