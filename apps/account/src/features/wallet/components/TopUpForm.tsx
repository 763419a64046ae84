import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { PaymentMean, Wallet } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import {
  apiErrorText,
  FormAlert,
  placeServerError,
  SelectField,
  SubmitButton,
  TextField,
  validationResolver,
} from '@shop/ui';
import { useSession } from '@shop/session/react';
import { startTopUp } from '../api/wallet-api';
import { useMoney } from '../hooks/use-money';
import { paymentMeanName } from '../payment-mean-names';
import { amountPlaceholder, topUpFormSchema, type TopUpFormValues, type TopUpRequest } from '../top-up-values';

const FIELDS = ['amount', 'paymentMethod'] as const;

/** Where the browser goes to pay; a seam the tests replace (jsdom cannot navigate). */
export const paymentPage = { open: (url: string) => window.location.assign(url) };

/**
 * The top-up form: an amount from the wallet's minimum to its maximum and a means paid on the provider's
 * page; a started top-up sends the browser to that page, which brings it back to /loading/topupWallet.
 */
export function TopUpForm({ wallet, means }: { wallet: Wallet; means: PaymentMean[] }) {
  const { t } = useTranslation('account');
  const custId = useSession((state) => state.user?.custId ?? '');
  const { money, language, decimalDigits } = useMoney();
  const [formError, setFormError] = useState<string | null>(null);
  const minShown = money(wallet.topUpMinAmount, wallet.currency);
  const maxShown = money(wallet.topUpMaxAmount, wallet.currency);
  const schema = useMemo(
    () =>
      topUpFormSchema({
        language,
        decimalDigits,
        minAmount: wallet.topUpMinAmount,
        minShown,
        maxAmount: wallet.topUpMaxAmount,
        maxShown,
      }),
    [language, decimalDigits, wallet.topUpMinAmount, minShown, wallet.topUpMaxAmount, maxShown],
  );
  const { register, handleSubmit, setError, formState } = useForm<TopUpFormValues, unknown, TopUpRequest>({
    // The resolver hands the submit the schema's output: the amount already in minor units.
    resolver: validationResolver(schema) as Resolver<TopUpFormValues, unknown, TopUpRequest>,
    defaultValues: { amount: '', paymentMethod: means[0] ?? '' },
  });
  const [redirecting, setRedirecting] = useState(false);
  const busy = formState.isSubmitting || redirecting;

  const submit = handleSubmit(async ({ amount, paymentMethod }) => {
    setFormError(null);
    const result = await startTopUp(custId, amount, paymentMethod as PaymentMean);
    if (result.ok) {
      setRedirecting(true);
      paymentPage.open(result.data.redirectUrl);
      return;
    }
    const placed = placeServerError(result.error, FIELDS, t);
    for (const [field, message] of Object.entries(placed.fields))
      setError(field as (typeof FIELDS)[number], { type: 'server', message });
    if (placed.form !== null) setFormError(apiErrorText(result.error, t));
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="wallet-top-up-form"
      aria-busy={busy || undefined}
    >
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <TextField
        label={t('wallet.amount', { currency: wallet.currency })}
        hint={t('wallet.amountRangeHint', { min: minShown, max: maxShown })}
        inputMode="decimal"
        autoComplete="off"
        placeholder={amountPlaceholder(language, decimalDigits)}
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      {means.length > 1 ? (
        <SelectField
          label={t('wallet.paymentMethod')}
          options={means.map((mean) => ({ value: mean, label: paymentMeanName(mean, t) }))}
          error={formState.errors.paymentMethod?.message}
          {...register('paymentMethod')}
        />
      ) : (
        <p data-testid="wallet-top-up-mean">{t('wallet.paidWith', { mean: paymentMeanName(means[0], t) })}</p>
      )}
      <SubmitButton busy={busy} busyLabel={t('wallet.submitting')} data-testid="wallet-top-up-submit">
        {t('wallet.submit')}
      </SubmitButton>
    </form>
  );
}
