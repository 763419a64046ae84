import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@shop/i18n/react';
import {
  Button,
  FormAlert,
  SubmitButton,
  TextField,
  apiErrorText,
  placeServerError,
  validationResolver,
} from '@shop/ui';
import { resendCard, type MemberCard } from '../api/cards-api';
import { resendFormSchema } from '../transfer-form';

interface ResendValues {
  receiverEmail: string;
}

/** Emails the card's number and PIN again; the answer says to whom (spec: "email sent to"). */
export function ResendForm({ custId, card, onCancel }: { custId: string; card: MemberCard; onCancel(): void }) {
  const { t } = useTranslation('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResendValues>({
    defaultValues: { receiverEmail: '' },
    resolver: validationResolver(resendFormSchema),
  });
  const testId = `card-${card.cardId}-resend`;

  async function resend({ receiverEmail }: ResendValues) {
    setAlert(null);
    setSentTo(null);
    const result = await resendCard(custId, card.cardId, receiverEmail);
    if (result.ok) {
      setSentTo(result.data.receiverEmail);
      return;
    }
    const placed = placeServerError(result.error, ['receiverEmail'], t);
    if (placed.fields.receiverEmail)
      setError('receiverEmail', { type: 'server', message: placed.fields.receiverEmail });
    // Spec 2 section 7: a failed resend shows the error in an alert.
    if (placed.form !== null) setAlert(apiErrorText(result.error, t));
  }

  return (
    <form noValidate aria-label={t('cards.resend.title')} onSubmit={handleSubmit(resend)} data-testid={testId}>
      <h4 css={{ margin: '0 0 8px' }}>{t('cards.resend.title')}</h4>
      <p>{t('cards.resend.intro')}</p>
      {sentTo ? (
        <FormAlert tone="success">
          <span data-testid={`${testId}-sent`}>{t('cards.resend.sent', { email: sentTo })}</span>
        </FormAlert>
      ) : null}
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <TextField
        label={t('cards.resend.receiverEmail')}
        type="email"
        autoComplete="email"
        dir="ltr"
        error={errors.receiverEmail?.message}
        data-testid={`${testId}-email`}
        {...register('receiverEmail')}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <SubmitButton busy={isSubmitting} busyLabel={t('cards.resend.sending')} data-testid={`${testId}-submit`}>
          {t('cards.resend.send')}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {t('cards.close')}
        </Button>
      </div>
    </form>
  );
}
