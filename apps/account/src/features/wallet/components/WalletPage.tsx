import { useSession } from '@shop/session/react';
import { useTranslation } from '@shop/i18n/react';
import { apiErrorText, Button, FormAlert, LoadingIndicator, Notice } from '@shop/ui';
import { SectionCard } from '../../../shared/SectionCard';
import { useMemberWallet } from '../hooks/use-member-wallet';
import { TopUpForm } from './TopUpForm';
import { WalletSummary } from './WalletSummary';

/**
 * /account/wallet: the member's wallet and its top-up. Salesmen and units without a wallet get the
 * server's 57001, shown as it is (spec 1 section 6).
 */
export function WalletPage() {
  const { t } = useTranslation('account');
  const custId = useSession((state) => state.user?.custId ?? '');
  const { state, reload } = useMemberWallet(custId);

  if (state.status === 'loading')
    return (
      <div aria-busy="true" data-testid="wallet-loading">
        <LoadingIndicator label={t('wallet.loading')} />
      </div>
    );
  if (state.status === 'failed')
    return (
      <div data-testid="wallet-load-failed">
        <FormAlert tone="error">
          {t('wallet.loadFailed')} {apiErrorText(state.error, t)}
        </FormAlert>
        <Button variant="secondary" onClick={reload}>
          {t('retry')}
        </Button>
      </div>
    );

  const { wallet, topUpMeans } = state;
  return (
    <div data-testid="wallet-page">
      <SectionCard title={t('wallet.title')} testId="wallet-summary">
        <WalletSummary wallet={wallet} />
      </SectionCard>
      <SectionCard title={t('wallet.topUpTitle')} description={t('wallet.topUpIntro')} testId="wallet-top-up">
        {!wallet.isTopUpAllowed ? (
          <Notice>{t('wallet.topUpNotAllowed')}</Notice>
        ) : topUpMeans.length === 0 ? (
          <Notice>{t('wallet.noMeans')}</Notice>
        ) : (
          <TopUpForm wallet={wallet} means={topUpMeans} />
        )}
      </SectionCard>
    </div>
  );
}
