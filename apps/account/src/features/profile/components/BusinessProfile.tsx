import { useTranslation } from '@shop/i18n/react';
import { SectionCard } from '../../../shared/SectionCard';
import { CompanyAddressSection } from './CompanyAddressSection';
import { CompanySection } from './CompanySection';
import type { ProfileSectionProps } from './ConsumerProfile';
import { ContactSection } from './ContactSection';
import { ProfileAddressSection } from './ProfileAddressSection';

/**
 * A business member edits each section on its own (spec 1 section 6): company, contact, and the
 * delivery, invoicing and company addresses, each with its own form and save.
 */
export function BusinessProfile(props: ProfileSectionProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <CompanySection {...props} />
      <ContactSection {...props} />
      <SectionCard title={t('profile.addresses.title')} testId="profile-addresses">
        <ProfileAddressSection {...props} section="deliveryInfo" />
        <ProfileAddressSection {...props} section="invoiceInfo" />
        <CompanyAddressSection {...props} />
      </SectionCard>
    </>
  );
}
