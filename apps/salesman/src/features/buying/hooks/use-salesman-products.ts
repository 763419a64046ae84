import { useUnit } from '@shop/brand/react';
import { useLanguageData } from '@shop/i18n/react';
import { fetchSalesmanProducts } from '../api/catalogue-api';

/** The cards offered on the salesman's line form, in the page's language (loaded again on a switch). */
export function useSalesmanProducts() {
  const unit = useUnit();
  return useLanguageData(`salesman-products\n${unit.buId}`, fetchSalesmanProducts);
}
