import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { OTP_LENGTH, type BusinessDocumentType } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, SelectField, SubmitButton, TextField, useCountdown, validationResolver } from '@shop/ui';
import { messageRef, requiredString } from '@shop/validation';
import { completeBusinessRegistration, confirmBusinessCode, resendBusinessCode } from '../api/business-auth-api';
import { businessAuthErrorMessage } from '../api/business-auth-errors';
import { DocumentUpload, type UploadState } from './DocumentUpload';
import { actionsCss } from './layout';

const codeSchema = v.object({
  code: v.pipe(requiredString, v.regex(new RegExp(`^(\\d{${OTP_LENGTH}})?$`), messageRef('numberOnly'))),
});

export interface VerifyStepProps {
  tempId: string;
  email: string;
  tokenId: string;
  /** When the code may be sent again (ms since the epoch): the 59 s timer. */
  resendAt: number;
  onCodeSent(tokenId: string, resendAt: number): void;
  onDone(email: string): void;
  onExpired(): void;
}

/** Verify: the emailed code, then the KBIS or ID document, then the registration confirmed. */
export function VerifyStep({ tempId, email, tokenId, resendAt, onCodeSent, onDone, onExpired }: VerifyStepProps) {
  const { t } = useTranslation('business');
  const [confirmed, setConfirmed] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [documentType, setDocumentType] = useState<BusinessDocumentType>('KBIS');
  const [upload, setUpload] = useState<UploadState>({ status: 'empty' });
  const [completing, setCompleting] = useState(false);
  const secondsLeft = useCountdown(resendAt);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({
    defaultValues: { code: '' },
    resolver: validationResolver<{ code: string }>(codeSchema),
  });

  const confirmCode = handleSubmit(async ({ code }) => {
    setAlert(null);
    const result = await confirmBusinessCode({ email, tokenId, token: code.trim() });
    if (!result.ok) {
      setError('code', { type: 'server', message: businessAuthErrorMessage(result.error, t) });
      return;
    }
    setConfirmed(true);
  });

  const resend = async () => {
    setAlert(null);
    setResending(true);
    const result = await resendBusinessCode(tempId);
    setResending(false);
    if (!result.ok) {
      setAlert(businessAuthErrorMessage(result.error, t));
      if (result.error.code === 10061) onExpired();
      return;
    }
    setResent(true);
    onCodeSent(result.data.tokenId, Date.now() + result.data.resendAfterSeconds * 1000);
  };

  const complete = async () => {
    if (upload.status !== 'stored') {
      setAlert(t('errors.documentMissing'));
      return;
    }
    setAlert(null);
    setCompleting(true);
    const result = await completeBusinessRegistration({ tempId, documentType, documentFileId: upload.fileId });
    setCompleting(false);
    if (!result.ok) {
      setAlert(businessAuthErrorMessage(result.error, t));
      if (result.error.code === 10061) onExpired();
      return;
    }
    onDone(result.data.email);
  };

  return (
    <div data-testid="verify-step">
      <h2>{t('register.verify.title')}</h2>
      {alert ? (
        <div data-testid="verify-alert">
          <FormAlert tone="error">{alert}</FormAlert>
        </div>
      ) : null}
      {!confirmed ? (
        <form onSubmit={confirmCode} noValidate data-testid="code-form">
          <p>{t('register.verify.codeSent', { email })}</p>
          {resent ? <FormAlert tone="success">{t('register.verify.resent')}</FormAlert> : null}
          <TextField
            label={t('register.verify.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            dir="ltr"
            error={errors.code?.message}
            {...register('code')}
          />
          <div css={actionsCss}>
            <Button
              variant="secondary"
              onClick={() => void resend()}
              disabled={secondsLeft > 0 || resending}
              data-testid="code-resend"
            >
              {secondsLeft > 0 ? t('register.verify.resendIn', { seconds: secondsLeft }) : t('register.verify.resend')}
            </Button>
            <SubmitButton data-testid="code-submit" busy={isSubmitting} busyLabel={t('register.verify.checking')}>
              {t('register.verify.confirmCode')}
            </SubmitButton>
          </div>
        </form>
      ) : (
        <div>
          <p data-testid="code-confirmed" css={(theme: Theme) => ({ color: theme.colors.success, fontWeight: 600 })}>
            {t('register.verify.emailConfirmed', { email })}
          </p>
          <SelectField
            label={t('register.verify.documentType')}
            options={[
              { value: 'KBIS', label: t('register.verify.kbis') },
              { value: 'ID', label: t('register.verify.idDocument') },
            ]}
            value={documentType}
            onChange={(event) => setDocumentType(event.target.value as BusinessDocumentType)}
          />
          <DocumentUpload state={upload} onChange={setUpload} />
          <div css={actionsCss}>
            <span />
            <Button
              onClick={() => void complete()}
              disabled={completing || upload.status === 'reading' || upload.status === 'sending'}
              aria-busy={completing || undefined}
              data-testid="registration-complete"
            >
              {completing ? t('register.verify.completing') : t('register.verify.complete')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
