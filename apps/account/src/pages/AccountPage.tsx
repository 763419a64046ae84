import type { Theme } from '@emotion/react';
import { NavLink, Navigate, Route, Routes } from 'react-router';
import { useNamespace, useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';
import { AccountHeader } from '../features/account-header/components/AccountHeader';
import { ProfileSettingsPage } from '../features/profile/components/ProfileSettingsPage';
import { WalletPage } from '../features/wallet/components/WalletPage';
import { HistoryPage } from '../features/history/components/HistoryPage';
import { QuotationsPage } from '../features/quotations/components/QuotationsPage';
import { InboxPage } from '../features/inbox/components/InboxPage';
import { CardsPage } from '../features/cards/components/CardsPage';
import { ImportCardPage } from '../features/import-card/components/ImportCardPage';
import { CorporatePage } from '../features/corporate/components/CorporatePage';
import { useUnit } from '@shop/brand/react';

/** Spec 1 section 2: account tabs, then the navigation items that live in the account. */
const SECTIONS = ['profile', 'import', 'cards', 'quotations', 'history', 'inbox', 'wallet', 'corporate'] as const;
/** Tabs a unit shows only with its switch on. */
const SWITCHED: Partial<Record<(typeof SECTIONS)[number], 'corporateAccounts'>> = { corporate: 'corporateAccounts' };
/**
 * Links are absolute (the router's basename keeps the unit): a relative link inside the shell's
 * /account/* splat route would resolve against the whole current path.
 */
const ACCOUNT_PATH = '/account';
/** /account/*: the signed-in customer's area. The shell's guard guarantees a session here. */
export function AccountPage() {
  const { t } = useTranslation('pages');
  const unit = useUnit();
  const sections = SECTIONS.filter((section) => {
    const feature = SWITCHED[section];
    return !feature || unit.features[feature];
  });

  return (
    <div css={(theme: Theme) => ({ maxWidth: 1100, margin: '0 auto', padding: theme.space(4) })}>
      <AccountHeader />
      <nav aria-label={t('account.tabs.label')}>
        <ul
          css={(theme: Theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: 16,
            listStyle: 'none',
            padding: 0,
            margin: `${theme.space(4)} 0`,
            a: { color: theme.colors.text },
            'a.active': { color: theme.colors.primary, fontWeight: 700 },
          })}
        >
          {sections.map((section) => (
            <li key={section}>
              <NavLink to={`${ACCOUNT_PATH}/${section}`} data-testid={`account-tab-${section}`}>
                {t(`account.tabs.${section}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <AccountSections />
    </div>
  );
}

/**
 * The tabs' screens, once the account area's texts have downloaded (they are not part of the start
 * page's texts): a loading state before, a retry if the download failed.
 */
function AccountSections() {
  const { t } = useTranslation('common');
  const texts = useNamespace('account');
  if (texts.state === 'loading') return <LoadingIndicator label={t('loading')} />;
  if (texts.state === 'failed')
    return (
      <div>
        <FormAlert tone="error">{t('genericError.message')}</FormAlert>
        <Button onClick={texts.reload}>{t('genericError.tryAgain')}</Button>
      </div>
    );
  return (
    <Routes>
      <Route index element={<Navigate to={`${ACCOUNT_PATH}/profile`} replace />} />
      <Route path="profile/*" element={<ProfileSettingsPage />} />
      <Route path="wallet/*" element={<WalletPage />} />
      <Route path="history/*" element={<HistoryPage />} />
      <Route path="import/*" element={<ImportCardPage />} />
      <Route path="cards/*" element={<CardsPage />} />
      <Route path="quotations/*" element={<QuotationsPage />} />
      <Route path="inbox/*" element={<InboxPage />} />
      <Route path="corporate" element={<CorporatePage />} />
      <Route path="*" element={<Navigate to={`${ACCOUNT_PATH}/profile`} replace />} />
    </Routes>
  );
}
