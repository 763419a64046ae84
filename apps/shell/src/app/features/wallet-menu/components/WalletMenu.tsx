import { lazy, Suspense } from 'react';
import { walletButtonOf } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { useAudience } from '@shop/session/react';
import { DropdownPanel } from '../../../layout/menu/DropdownPanel';

// The panel's code loads when the member first opens the dropdown; the balance is fetched at every opening.
const WalletPanel = lazy(() => import('./WalletPanel'));

/** Spec 1 section 2: the wallet dropdown (available credit, top-up) of signed-in members. */
export function WalletMenu() {
  const unit = useUnit();
  const audience = useAudience();
  const { t } = useTranslation('shell');
  if (!walletButtonOf(unit, audience, null).shows) return null;
  return (
    <DropdownPanel testId="wallet-menu" buttonTestId="wallet-button" label={t('wallet.button')}>
      {(close) => (
        <Suspense fallback={<p role="status">{t('wallet.loading')}</p>}>
          <WalletPanel close={close} />
        </Suspense>
      )}
    </DropdownPanel>
  );
}
