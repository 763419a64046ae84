import type { Theme } from '@emotion/react';
import { NavLink, Navigate, Route, Routes } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { AddressBook } from '../../address-book/components/AddressBook';
import { ProfileDetails } from './ProfileDetails';

/** Absolute, as the account tabs are: see ACCOUNT_PATH. */
const PROFILE_PATH = '/account/profile';

/**
 * The "Profile setting" tab: the member's details (/account/profile) and the address book, which
 * belongs to the profile (/account/profile/addresses).
 */
export function ProfileSettingsPage() {
  const { t } = useTranslation('account');
  return (
    <div>
      <nav aria-label={t('profileTabs.label')}>
        <ul
          css={(theme: Theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space(2),
            listStyle: 'none',
            padding: 0,
            margin: `0 0 ${theme.space(5)}`,
            borderBottom: '1px solid #d5dce4',
            a: {
              display: 'inline-block',
              padding: `${theme.space(2)} ${theme.space(3)}`,
              minHeight: 24,
              color: theme.colors.text,
              textDecoration: 'none',
              borderBottom: '3px solid transparent',
            },
            'a.active': { color: theme.colors.primary, borderBottomColor: theme.colors.primary, fontWeight: 700 },
            'a:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
          })}
        >
          <li>
            <NavLink to={PROFILE_PATH} end data-testid="profile-tab-details">
              {t('profileTabs.details')}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${PROFILE_PATH}/addresses`} data-testid="profile-tab-addresses">
              {t('profileTabs.addresses')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <Routes>
        <Route index element={<ProfileDetails />} />
        <Route path="addresses" element={<AddressBook />} />
        <Route path="*" element={<Navigate to={PROFILE_PATH} replace />} />
      </Routes>
    </div>
  );
}
