import type { RefObject } from 'react';
import type { PendingBusinessAccount } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { factsCss, panelCss } from '../../back-office-kit/back-office-styles';
import { languageOf, momentOf } from '../../back-office-kit/format';
import { decideBusinessAccount } from '../api/review-queue-api';
import { CONTRACT_TYPE_IDS, type ContractTypeId } from '../review-decision';
import { DecisionForm, type Decision } from './DecisionForm';
import { ReviewDocuments } from './ReviewDocuments';

/** A business account waiting for the document check: who it is, its documents inline, the decision. */
export function AccountReview({
  buId,
  account,
  headingRef,
  onDecided,
}: {
  buId: string;
  account: PendingBusinessAccount;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDecided: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('operator');
  const language = languageOf(i18n.language);
  const current = account.contractTypeId as ContractTypeId;
  const decide = async (decision: Decision) => {
    const result = await decideBusinessAccount(buId, account.accountId, decision);
    if (result.ok) {
      onDecided(
        decision.kind === 'approve'
          ? t('backOffice.review.approved', {
              company: account.companyName,
              contract: t(`backOffice.contract.${decision.contractTypeId}`),
            })
          : t('backOffice.review.rejected', { company: account.companyName }),
      );
    }
    return result;
  };
  return (
    <section css={panelCss} aria-labelledby="account-review-heading" data-testid="account-review">
      <h2 id="account-review-heading" ref={headingRef} tabIndex={-1} css={{ marginTop: 0 }}>
        {account.companyName}
      </h2>
      <dl css={factsCss}>
        <dt>{t('backOffice.review.siren')}</dt>
        <dd>{account.sirenNumber}</dd>
        <dt>{t('backOffice.review.email')}</dt>
        <dd>{account.email}</dd>
        <dt>{t('backOffice.review.contact')}</dt>
        <dd>{account.contactName}</dd>
        <dt>{t('backOffice.common.unit')}</dt>
        <dd>{account.buId}</dd>
        <dt>{t('backOffice.review.registered')}</dt>
        <dd>{account.registeredAt ? momentOf(account.registeredAt, language) : ''}</dd>
      </dl>
      <ReviewDocuments buId={buId} documents={account.documents} />
      <DecisionForm
        key={account.accountId}
        defaultContract={CONTRACT_TYPE_IDS.includes(current) ? current : 3}
        decide={decide}
      />
    </section>
  );
}
