import { useUnit } from '@shop/brand/react';
import { useLanguageData } from '@shop/i18n/react';
import { fetchCountries, fetchExtraProducts, fetchLetterTypes, fetchSalesmanProducts } from '../api/catalogue-api';

/** The cards offered on the salesman's line form, in the page's language (loaded again on a switch). */
export function useSalesmanProducts() {
  const unit = useUnit();
  return useLanguageData(`salesman-products\n${unit.buId}`, fetchSalesmanProducts);
}

/** The extra products offered with a card and as the order's free item, in the page's language. */
export function useExtraProducts() {
  const unit = useUnit();
  return useLanguageData(`salesman-extras\n${unit.buId}`, fetchExtraProducts);
}

/** The unit's letters for posted cards, in the page's language. */
export function useLetterTypes() {
  const unit = useUnit();
  return useLanguageData(`salesman-letters\n${unit.buId}`, () => fetchLetterTypes(unit.buId));
}

/** The countries of the postal address, in the page's language. */
export function useCountries() {
  const unit = useUnit();
  return useLanguageData(`salesman-countries\n${unit.buId}`, fetchCountries);
}
