import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { tableCss } from '../../back-office-kit/back-office-styles';
import { languageOf, momentOf } from '../../back-office-kit/format';
import type { ReviewQueue } from '../api/review-queue-api';

export type ChosenReview = { kind: 'account' | 'dossier'; id: number };

/** The two lists of the queue: business accounts (document check) and KYB dossiers, each with its Review button. */
export function ReviewQueueTables({
  queue,
  chosen,
  onChoose,
}: {
  queue: ReviewQueue;
  chosen: ChosenReview | null;
  onChoose: (review: ChosenReview) => void;
}) {
  const { t, i18n } = useTranslation('operator');
  const language = languageOf(i18n.language);
  const isChosen = (kind: ChosenReview['kind'], id: number) => chosen?.kind === kind && chosen.id === id;
  return (
    <>
      <h2 css={{ marginTop: 0 }}>{t('backOffice.review.accounts')}</h2>
      {queue.businessAccounts.length === 0 ? (
        <p>{t('backOffice.review.noAccounts')}</p>
      ) : (
        <table css={tableCss} data-testid="review-accounts">
          <thead>
            <tr>
              <th scope="col">{t('backOffice.review.company')}</th>
              <th scope="col">{t('backOffice.review.email')}</th>
              <th scope="col">{t('backOffice.review.registered')}</th>
              <th scope="col">{t('backOffice.review.documentsHeading')}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {queue.businessAccounts.map((account) => (
              <tr key={account.accountId} data-testid="review-account" data-email={account.email}>
                <th scope="row">{account.companyName}</th>
                <td>{account.email}</td>
                <td>{account.registeredAt ? momentOf(account.registeredAt, language) : ''}</td>
                <td>{t('backOffice.review.documents', { count: account.documents.length })}</td>
                <td>
                  <Button
                    variant={isChosen('account', account.accountId) ? 'primary' : 'secondary'}
                    aria-label={t('backOffice.review.openNamed', { name: account.companyName })}
                    aria-pressed={isChosen('account', account.accountId)}
                    onClick={() => onChoose({ kind: 'account', id: account.accountId })}
                  >
                    {t('backOffice.review.open')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('backOffice.review.dossiers')}</h2>
      {queue.kybDossiers.length === 0 ? (
        <p>{t('backOffice.review.noDossiers')}</p>
      ) : (
        <table css={tableCss} data-testid="review-dossiers">
          <thead>
            <tr>
              <th scope="col">{t('backOffice.review.company')}</th>
              <th scope="col">{t('backOffice.review.email')}</th>
              <th scope="col">{t('backOffice.review.filed')}</th>
              <th scope="col">{t('backOffice.review.transfer')}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {queue.kybDossiers.map((dossier) => (
              <tr key={dossier.dossierId} data-testid="review-dossier" data-email={dossier.email}>
                <th scope="row">{dossier.companyName}</th>
                <td>{dossier.email}</td>
                <td>{dossier.submittedAt ? momentOf(dossier.submittedAt, language) : ''}</td>
                <td>
                  {dossier.transferReceivedAt
                    ? t('backOffice.review.transferReceived')
                    : t('backOffice.review.transferMissing')}
                </td>
                <td>
                  <Button
                    variant={isChosen('dossier', dossier.dossierId) ? 'primary' : 'secondary'}
                    aria-label={t('backOffice.review.openNamed', { name: dossier.companyName })}
                    aria-pressed={isChosen('dossier', dossier.dossierId)}
                    onClick={() => onChoose({ kind: 'dossier', id: dossier.dossierId })}
                  >
                    {t('backOffice.review.open')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
