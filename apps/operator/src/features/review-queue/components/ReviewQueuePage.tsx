import { useRef, useState } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert } from '@shop/ui';
import { useApiLoad } from '../../../shared/use-api-load';
import { LoadedPanel } from '../../back-office-kit/components/LoadedPanel';
import { UnitChoice } from '../../back-office-kit/components/UnitChoice';
import { useBackOfficeUnit } from '../../back-office-kit/hooks/use-back-office-unit';
import { fetchReviewQueue } from '../api/review-queue-api';
import { AccountReview } from './AccountReview';
import { DossierReview } from './DossierReview';
import { ReviewQueueTables, type ChosenReview } from './ReviewQueueTables';

/**
 * /operator/review-queue: the unit's business accounts waiting for the document check and its KYB
 * dossiers waiting for a review, oldest first. Choosing one opens it below the lists (documents inline,
 * the decision); after a decision the queue loads again and says what was decided.
 */
export function ReviewQueuePage() {
  const { t } = useTranslation('operator');
  const { buId } = useBackOfficeUnit();
  const [decided, setDecided] = useState<string | null>(null);
  return (
    <div data-testid="review-queue">
      <h1 css={{ marginTop: 0 }}>{t('backOffice.review.title')}</h1>
      <p>{t('backOffice.review.lead')}</p>
      <UnitChoice />
      {decided ? (
        <div css={{ marginTop: 16 }} data-testid="review-decided">
          <FormAlert tone="success">{decided}</FormAlert>
        </div>
      ) : null}
      {buId ? <Queue key={buId} buId={buId} onDecided={setDecided} /> : null}
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
