import { Link } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { PagedListView } from '../../../shared/paged-list/PagedListView';
import { SectionCard } from '../../../shared/SectionCard';
import { useQuotations } from '../hooks/use-quotations';
import { QuotationItem } from './QuotationItem';

/** The "Quotation" tab (/account/quotations): the member's quotations, newest first, 10 at a time. */
export function QuotationsPage() {
  const { t } = useTranslation('account');
  const custId = useSession((state) => state.user?.custId ?? '');
  const list = useQuotations(custId);

  return (
    <SectionCard title={t('quotations.title')} description={t('quotations.intro')} testId="quotations">
      <PagedListView
        list={list}
        testId="quotations"
        listTestId="quotation-list"
        texts={{ loading: t('quotations.loading'), loadFailed: t('quotations.loadFailed') }}
        empty={
          <>
            <p>{t('quotations.empty')}</p>
            <Link to="/">{t('quotations.toShop')}</Link>
          </>
        }
        renderItem={(quotation) => <QuotationItem key={quotation.orderNo} quotation={quotation} />}
      />
    </SectionCard>
  );
}
