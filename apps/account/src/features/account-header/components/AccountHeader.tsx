import type { Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { sessionStore } from '@shop/session';
import { useSession } from '@shop/session/react';
import { Button } from '@shop/ui';
import { useMoney } from '../../wallet/hooks/use-money';
import { accountHeaderGroupOf, accountHeaderLayout, type AccountHeaderLayout } from '../account-header-layout';
import { useWalletBalance } from '../hooks/use-wallet-balance';

const lookCss = (look: AccountHeaderLayout['look']) => (theme: Theme) => {
  const base = {
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: theme.space(3),
  };
  if (look === 'banner')
    return {
      ...base,
      padding: theme.space(5),
      borderRadius: theme.radius,
      background: theme.colors.primary,
      color: theme.colors.primaryText,
      'a, button': { color: theme.colors.primaryText, borderColor: theme.colors.primaryText },
      // The brand's focus colour may be the band's own: the ring takes the text's colour here.
      'a:focus-visible, button:focus-visible': { outline: `3px solid ${theme.colors.primaryText}`, outlineOffset: 2 },
      [theme.media.mobile]: { padding: theme.space(4) },
    };
  return base;
};

/** A member card: the name and the member number on a card in the brand's colour. */
const cardCss = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space(1),
  minWidth: 240,
  maxWidth: 340,
  padding: theme.space(4),
  borderRadius: 12,
  background: theme.colors.primary,
  color: theme.colors.primaryText,
  boxShadow: '0 4px 12px rgba(0,0,0,0.15)',
});

/**
 * The top of the account area, as the unit's header group has it (decision 0055): the title, the
 * greeting, the member's or customer's number, the wallet's balance, and signing out.
 */
export function AccountHeader() {
  const { t } = useTranslation('pages');
  const unit = useUnit();
  const user = useSession((state) => state.user);
  const { money } = useMoney();
  const layout = accountHeaderLayout(
    accountHeaderGroupOf(unit),
    { hasWallet: unit.features.wallet },
    user?.custType ?? 'C',
  );
  const wallet = useWalletBalance(user?.custId ?? '', layout.wallet);
  const name = user?.custName ?? '';
  const greeting =
    layout.greeting === 'signedInAs'
      ? t('account.signedInAs', { name })
      : t(`account.header.${layout.greeting}`, { name });
  const number =
    layout.number === 'none' || !user ? null : (
      <p css={{ margin: 0 }} data-testid="account-header-number">
        {t(`account.header.${layout.number}Number`)} <span dir="ltr">{user.custId}</span>
      </p>
    );

  return (
    <div data-testid="account-header" data-group={layout.group} css={lookCss(layout.look)}>
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space(1) })}>
        <h1 css={{ margin: 0 }}>{t('account.title')}</h1>
        <p data-testid="account-signed-in-as" css={{ margin: 0, fontSize: '1.125rem' }}>
          {greeting}
        </p>
        {layout.look === 'card' ? null : number}
        {wallet ? (
          <p css={{ margin: 0 }} data-testid="account-header-wallet">
            <Link to="/account/wallet" css={{ fontWeight: 600 }}>
              {t('account.header.wallet', { amount: money(wallet.balance, wallet.currency) })}
            </Link>
          </p>
        ) : null}
      </div>
      {layout.look === 'card' && user ? (
        <div css={cardCss} data-testid="account-header-card" aria-label={t('account.header.memberCard')} role="group">
          <span css={{ fontSize: '0.875rem', textTransform: 'uppercase', letterSpacing: 1 }}>{unit.name}</span>
          <span css={{ fontSize: '1.25rem', fontWeight: 700 }}>{name}</span>
          {number}
        </div>
      ) : null}
      {/* Signing out here clears the one shared session: the shell's header follows at once. */}
      <Button variant="secondary" onClick={() => void sessionStore.getState().logout()} data-testid="account-sign-out">
        {t('account.signOut')}
      </Button>
    </div>
  );
}
