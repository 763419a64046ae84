import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { PagedListView } from '../../../shared/paged-list/PagedListView';
import { contentsCss } from '../../../shared/focus';
import { notifySaved } from '../../../shared/notify';
import { SectionCard } from '../../../shared/SectionCard';
import { useQuotations } from '../hooks/use-quotations';
import { QuotationItem } from './QuotationItem';

/** The "Quotation" tab (/account/quotations): the member's quotations, newest first, 10 at a time. */
export function QuotationsPage() {
  const { t } = useTranslation('account');
  const custId = useSession((state) => state.user?.custId ?? '');
  const list = useQuotations(custId);
  const { remove } = list;
  const wrapper = useRef<HTMLDivElement>(null);
  const [removals, setRemovals] = useState(0);
  const removeQuotation = useCallback(
    (orderNo: string) => {
      remove(orderNo);
      setRemovals((count) => count + 1);
      notifySaved('account:quotations.disabled');
    },
    [remove],
  );
  // The removed quotation held the focus (its dialog's opener): it goes to the list's first control.
  useEffect(() => {
    if (removals > 0) wrapper.current?.querySelector<HTMLElement>('li button, a[href]')?.focus();
  }, [removals]);

  return (
    <SectionCard title={t('quotations.title')} description={t('quotations.intro')} testId="quotations">
      <div ref={wrapper} css={contentsCss}>
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
          renderItem={(quotation) => (
            <QuotationItem key={quotation.orderNo} quotation={quotation} onDisabled={removeQuotation} />
          )}
        />
      </div>
    </SectionCard>
  );
}
