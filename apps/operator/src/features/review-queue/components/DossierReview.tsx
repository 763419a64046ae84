import type { RefObject } from 'react';
import { KYB_APPROVAL_DEFAULT_CONTRACT_TYPE, KYB_EMBARGO_QUESTIONS, type KybPerson } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator, apiErrorText } from '@shop/ui';
import { factsCss, panelCss } from '../../back-office-kit/back-office-styles';
import { useApiLoad } from '../../../shared/use-api-load';
import { languageOf, momentOf } from '../../back-office-kit/format';
import { decideKybDossier, fetchKybDossier, type KybReviewDossier } from '../api/review-queue-api';
import type { ContractTypeId } from '../review-decision';
import { DecisionForm, type Decision } from './DecisionForm';
import { ReviewDocuments } from './ReviewDocuments';
import { TransferForm } from './TransferForm';

/**
 * A KYB dossier filed for review: every tab, the people, their ID documents inline, the 10-euro
 * verification transfer (recorded here when it shows on the bank statement), and the decision.
 */
export function DossierReview({
  buId,
  dossierId,
  headingRef,
  onDecided,
}: {
  buId: string;
  dossierId: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDecided: (message: string) => void;
}) {
  const { t } = useTranslation('operator');
  const [loaded, reload] = useApiLoad(`${buId}\n${dossierId}`, () => fetchKybDossier(buId, dossierId));
  return (
    <section css={panelCss} aria-labelledby="dossier-review-heading" data-testid="dossier-review">
      {loaded.state === 'ready' ? (
        <Dossier
          buId={buId}
          dossier={loaded.data}
          headingRef={headingRef}
          onDecided={onDecided}
          onTransferRecorded={reload}
        />
      ) : (
        <h2 id="dossier-review-heading" ref={headingRef} tabIndex={-1} css={{ marginTop: 0 }}>
          {t('backOffice.review.dossiers')}
        </h2>
      )}
      {loaded.state === 'loading' ? <LoadingIndicator label={t('backOffice.common.loading')} /> : null}
      {loaded.state === 'failed' ? (
        <FormAlert tone="error">
          {apiErrorText(loaded.error, t)}{' '}
          <Button variant="secondary" onClick={reload}>
            {t('backOffice.common.retry')}
          </Button>
        </FormAlert>
      ) : null}
    </section>
  );
}

function Dossier({
  buId,
  dossier,
  headingRef,
  onDecided,
  onTransferRecorded,
}: {
  buId: string;
  dossier: KybReviewDossier;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDecided: (message: string) => void;
  onTransferRecorded: () => void;
}) {
  const { t, i18n } = useTranslation('operator');
  const language = languageOf(i18n.language);
  const company = dossier.companyInfo;
  const bank = dossier.bankInfo;
  const decide = async (decision: Decision) => {
    const result = await decideKybDossier(buId, dossier.dossierId, decision);
    if (result.ok) {
      onDecided(
        decision.kind === 'approve'
          ? t('backOffice.review.approved', {
              company: dossier.companyName,
              contract: t(`backOffice.contract.${decision.contractTypeId}`),
            })
          : t('backOffice.review.rejected', { company: dossier.companyName }),
      );
    }
    return result;
  };
  return (
    <>
      <h2 id="dossier-review-heading" ref={headingRef} tabIndex={-1} css={{ marginTop: 0 }}>
        {dossier.companyName}
      </h2>
      <dl css={factsCss}>
        <dt>{t('backOffice.review.email')}</dt>
        <dd>{dossier.email}</dd>
        <dt>{t('backOffice.review.filed')}</dt>
        <dd>{dossier.submittedAt ? momentOf(dossier.submittedAt, language) : ''}</dd>
        <dt>{t('backOffice.review.siren')}</dt>
        <dd>{company?.sirenNumber ?? ''}</dd>
        <dt>{t('backOffice.review.address')}</dt>
        <dd>{company ? `${company.firstAddress}, ${company.zipCode} ${company.city} ${company.country}` : ''}</dd>
        <dt>{t('backOffice.review.legalForm')}</dt>
        <dd>{company?.legalForm ?? ''}</dd>
      </dl>
      <h3>{t('backOffice.review.bankHeading')}</h3>
      <dl css={factsCss}>
        <dt>{t('backOffice.review.accountHolder')}</dt>
        <dd>{bank?.accountHolder ?? ''}</dd>
        <dt>IBAN</dt>
        <dd>{bank?.iban ?? ''}</dd>
        <dt>BIC</dt>
        <dd>{bank?.bic ?? ''}</dd>
      </dl>
      <p data-testid="dossier-transfer" data-received={dossier.transferReceivedAt ? 'true' : 'false'}>
        {dossier.transferReceivedAt
          ? t('backOffice.review.transferOf', {
              reference: dossier.transferReference,
              date: momentOf(dossier.transferReceivedAt, language),
              iban: dossier.transferFromIban,
            })
          : t('backOffice.review.transferNotYet', { reference: dossier.transferReference })}
      </p>
      {dossier.transferReceivedAt ? null : (
        <TransferForm
          buId={buId}
          dossierId={dossier.dossierId}
          iban={bank?.iban ?? ''}
          onRecorded={onTransferRecorded}
        />
      )}
      <h3>{t('backOffice.review.embargoHeading')}</h3>
      <dl css={factsCss}>
        {KYB_EMBARGO_QUESTIONS.map((question) => (
          <div key={question} css={{ display: 'contents' }}>
            <dt>{t(`backOffice.review.embargo.${question}`)}</dt>
            <dd>{answerText(dossier.embargoInfo?.answers[question] ?? '', t)}</dd>
          </div>
        ))}
      </dl>
      {dossier.embargoInfo?.details ? <p>{dossier.embargoInfo.details}</p> : null}
      <h3>{t('backOffice.review.peopleHeading')}</h3>
      <ul>
        {[...dossier.representatives, ...dossier.shareholders].map((person) => (
          <li key={person.subId}>{personLine(person, t)}</li>
        ))}
      </ul>
      <ReviewDocuments buId={buId} documents={dossier.documents} />
      <DecisionForm
        key={dossier.dossierId}
        defaultContract={KYB_APPROVAL_DEFAULT_CONTRACT_TYPE as ContractTypeId}
        decide={decide}
      />
    </>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

const answerText = (answer: string, t: T) =>
  answer === 'yes' ? t('backOffice.review.yes') : answer === 'no' ? t('backOffice.review.no') : '';

function personLine(person: KybPerson, t: T): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  const document = person.idDocument ? person.idDocument.fileName : t('backOffice.review.idDocumentMissing');
  return `${name} (${person.birthDate}, ${person.nationality}): ${document}`;
}
