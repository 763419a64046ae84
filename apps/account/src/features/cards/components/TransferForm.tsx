import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { API_ERRORS } from '@shop/contracts';
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
import { transferCard, type MemberCard, type TransferReceiver } from '../api/cards-api';
import { useCardFormats } from '../hooks/use-card-formats';
import { transferFormSchema } from '../transfer-form';

const FIELDS = ['receiverEmail', 'receiverName'] as const;

export interface TransferFormProps {
  custId: string;
  card: MemberCard;
  productName: string;
  /** Called with the result's text once the receiver has the card. */
  onDone(message: string): void;
  onCancel(): void;
}

/**
 * Sends a card to a friend: their email (and name), then a confirmation, since the card stops
 * working and its whole balance goes to a new card that only the receiver gets.
 */
export function TransferForm({ custId, card, productName, onDone, onCancel }: TransferFormProps) {
  const { t } = useTranslation('account');
  const { money } = useCardFormats();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TransferReceiver>({
    defaultValues: { receiverEmail: '', receiverName: '' },
    resolver: validationResolver(transferFormSchema),
  });
  const testId = `card-${card.cardId}-transfer`;
  const amount = money(card.balance, card.currency);

  function askConfirmation() {
    setAlert(null);
    setConfirming(true);
    requestAnimationFrame(() => confirmRef.current?.focus());
  }

  async function send() {
    setSending(true);
    setAlert(null);
    const result = await transferCard(custId, card.cardId, getValues());
    setSending(false);
    if (result.ok) {
      const { receiverEmail } = result.data;
      onDone(
        t('cards.transfer.done', { email: receiverEmail, amount: money(result.data.amount, result.data.currency) }),
      );
      return;
    }
    const placed = placeServerError(result.error, FIELDS, t);
    const own = result.error.code === API_ERRORS.CARD_TRANSFER_TO_SELF.code;
    if (own) placed.fields.receiverEmail = apiErrorText(result.error, t);
    if (Object.keys(placed.fields).length > 0) {
      // A field to correct: back to the form with the message next to it.
      setConfirming(false);
      for (const [field, message] of Object.entries(placed.fields))
        setError(field as keyof TransferReceiver, { type: 'server', message });
      const first = FIELDS.find((field) => placed.fields[field]);
      if (first) requestAnimationFrame(() => setFocus(first));
      if (placed.form !== null && !own) setAlert(apiErrorText(result.error, t));
      return;
    }
    setAlert(apiErrorText(result.error, t));
  }

  if (confirming) {
    const { receiverEmail, receiverName } = getValues();
    return (
      <div
        ref={confirmRef}
        tabIndex={-1}
        role="group"
        aria-label={t('cards.transfer.title')}
        data-testid={`${testId}-confirm`}
      >
        <p>
          {t('cards.transfer.confirm', {
            product: productName,
            amount,
            receiver: receiverName.trim() ? `${receiverName.trim()} <${receiverEmail}>` : receiverEmail,
          })}
        </p>
        <p>{t('cards.transfer.warning')}</p>
        {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button
            disabled={sending}
            aria-busy={sending || undefined}
            onClick={() => void send()}
            data-testid={`${testId}-send`}
          >
            {sending ? t('cards.transfer.sending') : t('cards.transfer.send')}
          </Button>
          <Button variant="secondary" disabled={sending} onClick={() => setConfirming(false)}>
            {t('cards.transfer.back')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={t('cards.transfer.title')}
      onSubmit={handleSubmit(askConfirmation)}
      data-testid={testId}
    >
      <h4 css={{ margin: '0 0 8px' }}>{t('cards.transfer.title')}</h4>
      <p>{t('cards.transfer.intro', { amount })}</p>
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <TextField
        label={t('cards.transfer.receiverEmail')}
        type="email"
        autoComplete="email"
        dir="ltr"
        error={errors.receiverEmail?.message}
        data-testid={`${testId}-email`}
        {...register('receiverEmail')}
      />
      <TextField
        label={t('cards.transfer.receiverName')}
        autoComplete="name"
        error={errors.receiverName?.message}
        data-testid={`${testId}-name`}
        {...register('receiverName')}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <SubmitButton busy={false} busyLabel="" data-testid={`${testId}-next`}>
          {t('cards.transfer.next')}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
