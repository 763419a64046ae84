import { supportContactsOf } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { PageSection } from '@shop/ui';
import { useUnitText } from '../brand/use-unit-text';
import { richText } from './rich-text';

export function AboutPage() {
  const unit = useUnit();
  const { t } = useTranslation('info');
  const unitText = useUnitText();
  const { phone, address } = supportContactsOf(unit, '/about');
  // The support address may be an email or a contact page; either way it is a link when it can be one.
  const addressLink =
    address && address.kind !== 'text' ? (
      <a href={address.href} {...(address.kind === 'external' ? { rel: 'noopener noreferrer' } : {})} />
    ) : (
      <span />
    );
  return (
    <PageSection title={t('about.title', { brand: unit.name })} lead={unitText(unit.support.message)}>
      <p css={{ lineHeight: 1.6 }}>{t('about.body', { brand: unit.name })}</p>
      {phone && address && (
        <p css={{ lineHeight: 1.6 }}>
          {richText(t('about.contact', { phone: phone.label, email: address.label }), {
            // A phone number reads left to right in every language, also inside an Arabic sentence.
            phone: <a href={phone.href} dir="ltr" />,
            email: addressLink,
          })}
        </p>
      )}
    </PageSection>
  );
}
