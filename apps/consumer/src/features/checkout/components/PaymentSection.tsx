import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { CheckboxField } from '@shop/ui';
import type { OfferedMean } from '@shop/checkout';
import { useMoney } from '../hooks/use-money';
import type { WalletBalance } from '../hooks/use-wallet-balance';
import { sectionCss, sectionTitleCss } from './section-styles';

/** Means named by their brand, the same in every language. */
const BRAND_NAMES: Readonly<Record<string, string>> = { PP: 'PayPal', MW: 'MB WAY', BT: 'Bancontact' };

/**
 * How the rest is paid: the member's wallet when the unit allows it, and one of the unit's payment
 * methods (getPaymentMeans). Errors of the confirmation about them show here.
 */
export function PaymentSection({
  methods,
  chosen,
  onChoose,
  wallet,
  useWallet,
  onUseWallet,
  error,
  disabled,
}: {
  methods: readonly OfferedMean[];
  chosen: string | null;
  onChoose: (code: string) => void;
  wallet: WalletBalance;
  useWallet: boolean;
  onUseWallet: (use: boolean) => void;
  error: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const titleId = useId();
  const errorId = useId();
  return (
    <section aria-labelledby={titleId} css={sectionCss} data-testid="checkout-payment">
      <h2 id={titleId} css={sectionTitleCss}>
        {t('payment.title')}
      </h2>
      {wallet.status === 'loading' ? <p role="status">{t('payment.walletLoading')}</p> : null}
      {wallet.status === 'ready' ? (
        <CheckboxField
          label={t('payment.useWallet', { balance: money(wallet.balance) })}
          checked={useWallet}
          disabled={disabled || wallet.balance <= 0}
          onChange={(event) => onUseWallet(event.target.checked)}
        />
      ) : null}
      {methods.length > 0 ? (
        <fieldset
          aria-describedby={error ? errorId : undefined}
          css={{ border: 'none', padding: 0, margin: 0 }}
          disabled={disabled}
        >
          <legend css={{ fontWeight: 600, marginBottom: 8 }}>{t('payment.method')}</legend>
          {methods.map((method) => (
            <label
              key={method.code}
              css={(theme: Theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: theme.space(2),
                minHeight: 44,
                padding: `0 ${theme.space(3)}`,
                marginBottom: theme.space(2),
                border: `2px solid ${chosen === method.code ? theme.colors.primary : '#c5ccd6'}`,
                borderRadius: theme.radius,
                cursor: 'pointer',
                '&:focus-within': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
              })}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method.code}
                checked={chosen === method.code}
                onChange={() => onChoose(method.code)}
                css={{ width: 20, height: 20 }}
              />
              <span>{BRAND_NAMES[method.code] ?? t(`means.${method.code}`, { defaultValue: method.code })}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" css={(theme: Theme) => ({ color: theme.colors.error, fontWeight: 600 })}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
