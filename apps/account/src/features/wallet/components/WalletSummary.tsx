import type { Theme } from '@emotion/react';
import type { Wallet } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useMoney } from '../hooks/use-money';

/** Groups a 16-digit number by four, as printed on a card. */
function grouped(cardNumber: string): string {
  return cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What the wallet holds: balance, top-ups in progress, orders it paid, its number and whether it reloads. */
export function WalletSummary({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation('account');
  const { money } = useMoney();
  const facts: { key: string; label: string; value: string; ltr?: boolean }[] = [
    {
      key: 'in-progress',
      label: t('wallet.inProgressBalance'),
      value: money(wallet.inProgressBalance, wallet.currency),
    },
    { key: 'process', label: t('wallet.processAmount'), value: money(wallet.processAmount, wallet.currency) },
    { key: 'monthly-orders', label: t('wallet.monthlyOrders'), value: String(wallet.monthlyOrders) },
    { key: 'orders', label: t('wallet.orderCount'), value: String(wallet.orderCount) },
    {
      key: 'card-number',
      label: t('wallet.cardNumber'),
      value: wallet.cardNumber === null ? t('wallet.noCardNumber') : grouped(wallet.cardNumber),
      ltr: wallet.cardNumber !== null,
    },
    {
      key: 'reloadable',
      label: t('wallet.reloadable'),
      value: t(wallet.isReloadable ? 'wallet.reloadableYes' : 'wallet.reloadableNo'),
    },
  ];
  return (
    <div>
      <p css={{ margin: 0, color: '#4a5563' }}>{t('wallet.balance')}</p>
      <p
        data-testid="wallet-balance"
        css={(theme: Theme) => ({ margin: `0 0 ${theme.space(4)}`, fontSize: '2rem', fontWeight: 700 })}
      >
        <span dir="ltr">{money(wallet.balance, wallet.currency)}</span>
      </p>
      <dl
        css={(theme: Theme) => ({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          gap: theme.space(4),
          margin: 0,
          dd: { margin: `${theme.space(1)} 0 0`, fontWeight: 600, overflowWrap: 'anywhere' },
          dt: { color: '#4a5563' },
        })}
      >
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd data-testid={`wallet-${fact.key}`}>{fact.ltr ? <span dir="ltr">{fact.value}</span> : fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
