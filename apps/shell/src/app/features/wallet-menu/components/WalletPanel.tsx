import type { Theme } from '@emotion/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { walletButtonOf } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { useAudience, useSession } from '@shop/session/react';
import { Button } from '@shop/ui';
import { useMoney } from '../../cart-menu/hooks/use-money';
import { useWalletBalance } from '../hooks/use-wallet-balance';

const linkCss = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontWeight: 600,
  color: theme.colors.primary,
});

/**
 * The wallet dropdown's content: the available credit, top-up when allowed, and the way to the wallet
 * page. Opening it (mounting the panel) fetches the balance again; the last one stays shown meanwhile.
 */
export default function WalletPanel({ close }: { close: () => void }) {
  const { t } = useTranslation('shell');
  const unit = useUnit();
  const audience = useAudience();
  const money = useMoney();
  const custId = useSession((state) => state.user?.custId ?? '');
  const { wallet, loading, error, refresh } = useWalletBalance(custId);

  useEffect(refresh, [refresh]);

  if (wallet === null && error === null) return <p role="status">{t('wallet.loading')}</p>;
  if (wallet === null) {
    return (
      <div role="alert">
        <p css={{ margin: '0 0 12px' }}>{t('wallet.failed')}</p>
        <Button variant="secondary" onClick={refresh} disabled={loading}>
          {t('oops.tryAgain')}
        </Button>
      </div>
    );
  }
  const { showsTopUp } = walletButtonOf(unit, audience, wallet);
  return (
    <div>
      <h2 css={{ margin: '0 0 8px', fontSize: '1.0625rem' }}>{t('wallet.title')}</h2>
      <p css={{ margin: '0 0 12px', display: 'flex', justifyContent: 'space-between', gap: 12 }} aria-busy={loading}>
        <span>{t('wallet.available')}</span>
        <strong data-testid="wallet-balance" css={{ opacity: loading ? 0.6 : 1 }}>
          {money(wallet.balance, wallet.currency)}
        </strong>
      </p>
      {loading ? (
        <p role="status" data-testid="wallet-refreshing" css={{ margin: '0 0 12px', fontSize: '0.875rem' }}>
          {t('wallet.refreshing')}
        </p>
      ) : null}
      {error ? (
        <div role="alert" css={{ margin: '0 0 12px', fontSize: '0.875rem' }}>
          <p css={{ margin: '0 0 8px' }}>{t('wallet.refreshFailed')}</p>
          <Button variant="secondary" onClick={refresh}>
            {t('oops.tryAgain')}
          </Button>
        </div>
      ) : null}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
        {showsTopUp && wallet.isTopUpAllowed ? (
          <Link to="/account/wallet" onClick={close} css={linkCss} data-testid="wallet-top-up">
            {t('wallet.topUp')}
          </Link>
        ) : null}
        <Link to="/account/wallet" onClick={close} css={linkCss}>
          {t('wallet.open')}
        </Link>
      </div>
    </div>
  );
}
