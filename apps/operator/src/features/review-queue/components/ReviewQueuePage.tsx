import { useRef, useState } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert } from '@shop/ui';
import { useApiLoad } from '../../../shared/use-api-load';
import { LoadedPanel } from '../../back-office-kit/components/LoadedPanel';
import { UnitRoutes } from '../../back-office-kit/components/UnitRoutes';
import { UnitPicker } from '../../unit-picker/components/UnitPicker';
import { fetchReviewQueue } from '../api/review-queue-api';
import { AccountReview } from './AccountReview';
import { DossierReview } from './DossierReview';
import { ReviewQueueTables, type ChosenReview } from './ReviewQueueTables';

/**
 * /operator/review-queue/<buId>: the unit's business accounts waiting for the document check and its KYB
 * dossiers waiting for a review, oldest first. Choosing one opens it below the lists (documents inline,
 * the decision); after a decision the queue loads again and says what was decided.
 */
export function ReviewQueuePage() {
  return <UnitRoutes section={REVIEW_QUEUE_SECTION} render={(buId) => <ReviewQueue buId={buId} />} />;
}

export const REVIEW_QUEUE_SECTION = 'review-queue';

function ReviewQueue({ buId }: { buId: string }) {
  const { t } = useTranslation('operator');
  const [decided, setDecided] = useState<string | null>(null);
  return (
    <div data-testid="review-queue">
      <h1 css={{ marginTop: 0 }}>{t('backOffice.review.title')}</h1>
      <p>{t('backOffice.review.lead')}</p>
      <UnitPicker section={REVIEW_QUEUE_SECTION} buId={buId} />
      {decided ? (
        <div data-testid="review-decided">
          <FormAlert tone="success">{decided}</FormAlert>
        </div>
      ) : null}
      <Queue buId={buId} onDecided={setDecided} />
    </div>
  );
}

function Queue({ buId, onDecided }: { buId: string; onDecided: (message: string | null) => void }) {
  const [chosen, setChosen] = useState<ChosenReview | null>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const [queue, reload] = useApiLoad(buId, () => fetchReviewQueue(buId));

  const choose = (review: ChosenReview) => {
    setChosen(review);
    onDecided(null);
    // The review opens below the lists: its heading takes the focus once it is in.
    requestAnimationFrame(() => detailHeading.current?.focus());
  };
  const decided = (message: string) => {
    setChosen(null);
    onDecided(message);
    reload();
  };
  const account =
    chosen?.kind === 'account' && queue.state === 'ready'
      ? queue.data.businessAccounts.find((entry) => entry.accountId === chosen.id)
      : undefined;

  return (
    <>
      <LoadedPanel loaded={queue} retry={reload}>
        {(data) => <ReviewQueueTables queue={data} chosen={chosen} onChoose={choose} />}
      </LoadedPanel>
      {account ? <AccountReview buId={buId} account={account} headingRef={detailHeading} onDecided={decided} /> : null}
      {chosen?.kind === 'dossier' ? (
        <DossierReview buId={buId} dossierId={chosen.id} headingRef={detailHeading} onDecided={decided} />
      ) : null}
    </>
  );
}
