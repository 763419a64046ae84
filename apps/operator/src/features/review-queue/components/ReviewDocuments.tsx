import { useState } from 'react';
import type { ReviewDocument } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { InlineDocument } from '../../back-office-kit/components/InlineDocument';
import { fetchReviewDocument } from '../api/review-queue-api';

const nameOf = (document: ReviewDocument) => document.fileName || document.documentType;

/** The documents of an account or a dossier; the one chosen opens inline below the list. */
export function ReviewDocuments({ buId, documents }: { buId: string; documents: readonly ReviewDocument[] }) {
  const { t } = useTranslation('operator');
  const [shown, setShown] = useState<string | null>(documents[0]?.fileId ?? null);
  const document = documents.find((candidate) => candidate.fileId === shown);
  return (
    <section aria-labelledby="review-documents-heading">
      <h2 id="review-documents-heading">{t('backOffice.review.documentsHeading')}</h2>
      {documents.length === 0 ? (
        <p>{t('backOffice.review.noDocument')}</p>
      ) : (
        <ul css={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {documents.map((candidate) => (
            <li key={candidate.fileId}>
              <Button
                variant={candidate.fileId === shown ? 'primary' : 'secondary'}
                aria-pressed={candidate.fileId === shown}
                onClick={() => setShown(candidate.fileId)}
                data-testid="review-document"
              >
                {t('backOffice.review.showDocument', { name: `${candidate.documentType} ${nameOf(candidate)}` })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {document ? (
        <InlineDocument
          fileKey={`${buId}\n${document.fileId}`}
          name={nameOf(document)}
          load={() => fetchReviewDocument(buId, document.fileId)}
        />
      ) : null}
    </section>
  );
}
