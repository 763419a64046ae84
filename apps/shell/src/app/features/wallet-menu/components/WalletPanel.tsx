import type { Theme } from '@emotion/react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ApiResult } from '@shop/api-client';
import { walletButtonOf } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import type { Wallet } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useAudience, useSession } from '@shop/session/react';
import { Button } from '@shop/ui';
import { useMoney } from '../../cart-menu/hooks/use-money';
import { fetchWallet } from '../api/wallet-api';

const linkCss = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontWeight: 600,
  color: theme.colors.primary,
});

/** The wallet dropdown's content: the available credit, top-up when allowed, and the way to the wallet page. */
export default function WalletPanel({ close }: { close: () => void }) {
  const { t } = useTranslation('shell');
  const unit = useUnit();
  const audience = useAudience();
  const custId = useSession((state) => state.user?.custId ?? '');
  const money = useMoney();
  const [result, setResult] = useState<ApiResult<Wallet> | null>(null);

  const load = useCallback(() => {
    setResult(null);
    let current = true;
    void fetchWallet(custId).then((answer) => {
      if (current) setResult(answer);
    });
    return () => {
      current = false;
    };
  }, [custId]);
  useEffect(load, [load]);

  if (result === null) return <p role="status">{t('wallet.loading')}</p>;
  if (!result.ok) {
    return (
      <div role="alert">
        <p css={{ margin: '0 0 12px' }}>{t('wallet.failed')}</p>
        <Button variant="secondary" onClick={load}>
          {t('oops.tryAgain')}
        </Button>
      </div>
    );
  }
  const wallet = result.data;
  const { showsTopUp } = walletButtonOf(unit, audience, wallet);
  return (
    <div>
      <h2 css={{ margin: '0 0 8px', fontSize: '1.0625rem' }}>{t('wallet.title')}</h2>
      <p css={{ margin: '0 0 12px', display: 'flex', justifyContent: 'space-between', gap: 12 }}>
        <span>{t('wallet.available')}</span>
        <strong data-testid="wallet-balance">{money(wallet.balance, wallet.currency)}</strong>
      </p>
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
