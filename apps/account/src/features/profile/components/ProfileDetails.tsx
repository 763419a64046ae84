import { useSession } from '@shop/session/react';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator, Notice } from '@shop/ui';
import { accountErrorText } from '../../../shared/server-errors';
import { useCountryList } from '../../reference-data/hooks/use-reference-data';
import { useMemberProfile } from '../hooks/use-member-profile';
import { BusinessProfile } from './BusinessProfile';
import { ConsumerProfile } from './ConsumerProfile';

/** Loads the profile and the country list, then shows the consumer's or the business member's sections. */
export function ProfileDetails() {
  const { t } = useTranslation('account');
  const custId = useSession((state) => state.user?.custId ?? '');
  const { state, update, reload } = useMemberProfile(custId);
  const countries = useCountryList();

  if (state.status === 'loading' || countries.status === 'loading')
    return <LoadingIndicator label={t('profile.loading')} />;
  if (state.status === 'failed' || countries.status === 'failed') {
    const retry = () => {
      if (state.status === 'failed') reload();
      if (countries.status === 'failed') countries.retry();
    };
    return (
      <div data-testid="profile-load-failed">
        <FormAlert tone="error">
          {t('profile.loadFailed')} {state.status === 'failed' ? accountErrorText(state.error, t) : null}
        </FormAlert>
        <Button variant="secondary" onClick={retry}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const { profile } = state;
  const editable = profile.allowUpdateProfile;
  return (
    <div data-testid="profile-details">
      {editable ? null : (
        <div data-testid="profile-locked-note">
          <Notice>{t('profile.locked')}</Notice>
        </div>
      )}
      {profile.memberType === 'B2B' ? (
        <BusinessProfile profile={profile} update={update} editable={editable} countries={countries.data} />
      ) : (
        <ConsumerProfile profile={profile} update={update} editable={editable} countries={countries.data} />
      )}
    </div>
  );
}
