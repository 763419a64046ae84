import type { Theme } from '@emotion/react';
import { NavLink, Navigate, Route, Routes } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { AddressBook } from '../../address-book/components/AddressBook';
import { DeleteAccountPage } from '../../delete-account/components/DeleteAccountPage';
import { ProfileDetails } from './ProfileDetails';

/** Absolute, as the account tabs are: see ACCOUNT_PATH. */
const PROFILE_PATH = '/account/profile';

/**
 * The "Profile setting" tab: the member's details (/account/profile) and the address book, which
 * belongs to the profile (/account/profile/addresses), and deleting the account where the unit allows it
 * (/account/profile/delete).
 */
export function ProfileSettingsPage() {
  const { t } = useTranslation('account');
  const deletion = useUnit().features.accountDeletion;
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
          {deletion ? (
            <li>
              <NavLink to={`${PROFILE_PATH}/delete`} data-testid="profile-tab-delete">
                {t('profileTabs.delete')}
              </NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <Routes>
        <Route index element={<ProfileDetails />} />
        <Route path="addresses" element={<AddressBook />} />
        {deletion ? <Route path="delete" element={<DeleteAccountPage />} /> : null}
        <Route path="*" element={<Navigate to={PROFILE_PATH} replace />} />
      </Routes>
    </div>
  );
}
