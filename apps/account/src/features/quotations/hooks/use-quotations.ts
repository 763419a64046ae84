import { useCallback } from 'react';
import { fetchQuotationPage, type Quotation } from '../api/quotations-api';
import { usePagedList } from '../../../shared/paged-list/use-paged-list';

const orderNoOf = (quotation: Quotation) => quotation.orderNo;

/** The member's quotations (getQuotationOrders), from page 1; later pages append. */
export function useQuotations(custId: string) {
  const load = useCallback((page: number) => fetchQuotationPage(custId, page), [custId]);
  return usePagedList(`quotations:${custId}`, load, orderNoOf);
}
