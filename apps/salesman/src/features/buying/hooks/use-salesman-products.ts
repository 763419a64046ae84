import { useUnit } from '@shop/brand/react';
import { useLanguageData } from '@shop/i18n/react';
import { fetchExtraProducts, fetchSalesmanProducts } from '../api/catalogue-api';

/** The cards offered on the salesman's line form, in the page's language (loaded again on a switch). */
export function useSalesmanProducts() {
  const unit = useUnit();
  return useLanguageData(`salesman-products\n${unit.buId}`, fetchSalesmanProducts);
}

/** The extra products offered as the order's free item, in the page's language. */
export function useExtraProducts() {
  const unit = useUnit();
  return useLanguageData(`salesman-extras\n${unit.buId}`, fetchExtraProducts);
}
