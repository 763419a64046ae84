import { BUSINESS_VERIFICATION_DAYS } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { FormAlert } from '@shop/ui';
import { WithBusinessTexts } from '../../../shared/WithBusinessTexts';

/**
 * What a business account not verified yet reads in the business area: it waits for the document
 * check (1 to 7 days) and cannot order until then, or it was refused. Nothing for a verified one.
 * Put it at the top of the business pages (/b2b and the buying pages).
 */
export function BusinessVerificationNotice() {
  const verification = useSession((state) =>
    state.user?.custType === 'B' ? state.user.businessVerification : undefined,
  );
  if (verification !== 'pending' && verification !== 'refused') return null;
  return (
    <WithBusinessTexts>
      <VerificationText verification={verification} />
    </WithBusinessTexts>
  );
}

function VerificationText({ verification }: { verification: 'pending' | 'refused' }) {
  const { t } = useTranslation('business');
  return (
    <div data-testid="business-verification-notice" data-state={verification}>
      <FormAlert tone={verification === 'pending' ? 'success' : 'error'}>
        {verification === 'pending'
          ? t('verification.pending', { min: BUSINESS_VERIFICATION_DAYS.min, max: BUSINESS_VERIFICATION_DAYS.max })
          : t('verification.refused')}
      </FormAlert>
    </div>
  );
}
