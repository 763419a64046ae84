import { supportContactsOf } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import type { MemberProfile } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Notice } from '@shop/ui';

/**
 * The business account's document check where the profile reports one (spec 1 section 1: checked by
 * hand in about 1 to 7 days): waiting, or refused with the business contacts. Nothing once verified, or
 * where the API does not say.
 */
export function VerificationNotice({ state }: { state: MemberProfile['businessVerification'] }) {
  const { t } = useTranslation('business');
  const unit = useUnit();
  if (state === 'pending')
    return (
      <div data-testid="business-verification-notice" data-state="pending">
        <Notice>{t('landing.verification.pending')}</Notice>
      </div>
    );
  if (state !== 'refused') return null;
  const { phone, address } = supportContactsOf(unit, '/b2b');
  return (
    <div data-testid="business-verification-notice" data-state="refused">
      <Notice tone="error">
        <p css={{ margin: 0 }}>{t('landing.verification.refused')}</p>
        {phone || address ? (
          <p css={{ margin: '8px 0 0', display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            {phone ? (
              <a href={phone.href} dir="ltr">
                {phone.label}
              </a>
            ) : null}
            {address?.kind === 'text' ? <span>{address.label}</span> : null}
            {address && address.kind !== 'text' ? <a href={address.href}>{address.label}</a> : null}
          </p>
        ) : null}
      </Notice>
    </div>
  );
}
