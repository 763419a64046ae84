import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { OfferedMean } from '@shop/checkout';
import { BANK_TRANSFER_PAYMENT_WINDOW_MS } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useMoney } from '../hooks/use-money';
import type { Loaded } from '../hooks/use-loaded';
import { mutedCss, sectionCss, sectionTitleCss } from './section-styles';

/** Means named by their brand, the same in every language. */
const BRAND_NAMES: Readonly<Record<string, string>> = { PP: 'PayPal', MW: 'MB WAY', BT: 'Bancontact' };
const WALLET = '14';
const PAYMENT_WINDOW_MINUTES = BANK_TRANSFER_PAYMENT_WINDOW_MS / 60_000;

/**
 * How the business pays: the means getPaymentMeans offers this member (the server applies the contract
 * type), one radio each; the wallet (14) with its balance. The confirmation's refusals about them show here.
 */
export function PaymentMeansSection({
  means,
  chosen,
  onChoose,
  wallet,
  walletShort,
  error,
  disabled,
}: {
  means: readonly OfferedMean[];
  chosen: string | null;
  onChoose: (code: string) => void;
  wallet: Loaded<number | null>;
  /** The wallet's balance is short of the order's total: it is said, and the wallet cannot be chosen. */
  walletShort: boolean;
  error: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('business');
  const money = useMoney();
  const titleId = useId();
  const errorId = useId();
  const walletText = () => {
    if (wallet.status === 'loading') return t('checkout.payment.walletLoading');
    if (wallet.status === 'failed' || wallet.data === null) return t('checkout.payment.walletUnknown');
    const balance = t('checkout.payment.walletBalance', { balance: money(wallet.data) });
    return walletShort ? `${balance} ${t('checkout.payment.walletShort')}` : balance;
  };
  return (
    <section aria-labelledby={titleId} css={sectionCss}>
      <h2 id={titleId} css={sectionTitleCss}>
        {t('checkout.payment.title')}
      </h2>
      <fieldset
        aria-describedby={error ? errorId : undefined}
        css={{ border: 'none', padding: 0, margin: 0, minWidth: 0 }}
        disabled={disabled}
      >
        <legend css={{ fontWeight: 600, marginBottom: 8 }}>{t('checkout.payment.legend')}</legend>
        {means.map((mean) => (
          <label
            key={mean.code}
            css={(theme: Theme) => ({
              display: 'flex',
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: theme.space(2),
              minHeight: 44,
              padding: `${theme.space(2)} ${theme.space(3)}`,
              marginBottom: theme.space(2),
              border: `2px solid ${chosen === mean.code ? theme.colors.primary : '#c5ccd6'}`,
              borderRadius: theme.radius,
              cursor: 'pointer',
              '&:focus-within': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
              '&:has(input:disabled)': { cursor: 'not-allowed', borderStyle: 'dashed' },
            })}
          >
            <input
              type="radio"
              name="paymentMean"
              value={mean.code}
              checked={chosen === mean.code}
              disabled={mean.code === WALLET && walletShort}
              onChange={() => onChoose(mean.code)}
              data-testid="payment-mean"
              data-code={mean.code}
              css={{ width: 20, height: 20, margin: 0 }}
            />
            <span css={{ fontWeight: 600 }}>
              {BRAND_NAMES[mean.code] ?? t(`checkout.means.${mean.code}`, { defaultValue: mean.code })}
            </span>
            {mean.code === WALLET ? (
              <span css={mutedCss} data-testid="wallet-balance">
                {walletText()}
              </span>
            ) : null}
            {mean.code === '03' || mean.code === '05' ? (
              <span css={[mutedCss, { flexBasis: '100%', paddingInlineStart: 28 }]}>
                {t(`checkout.payment.offline${mean.code}`, { minutes: PAYMENT_WINDOW_MINUTES })}
              </span>
            ) : null}
          </label>
        ))}
      </fieldset>
      {means.length === 0 ? <p role="alert">{t('checkout.payment.none')}</p> : null}
      {error ? (
        <p id={errorId} role="alert" css={(theme: Theme) => ({ color: theme.colors.error, fontWeight: 600 })}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
