import * as v from 'valibot';
import { maxChars, messageRef, noControlCharacters } from '@shop/validation';
import type { HistoryFilters } from './api/history-api';

export interface HistoryFilterFormValues {
  cardNumber: string;
  dateBegin: string;
  dateEnd: string;
  status: string;
  productName: string;
}

export const EMPTY_FILTERS: HistoryFilterFormValues = {
  cardNumber: '',
  dateBegin: '',
  dateEnd: '',
  status: '',
  productName: '',
};

/** The product name filter's limit, as the API's (safeText(100)). */
const PRODUCT_NAME_MAX = 100;

/**
 * The filters as the form checks them before asking: a card number of digits (spaces allowed), an
 * end date not before the begin date (`endBeforeBegin` is that message in the page's language),
 * a product name of at most 100 characters. Empty fields are dropped.
 */
export function historyFilterSchema(endBeforeBegin: string) {
  return v.pipe(
    v.object({
      cardNumber: v.pipe(
        v.string(),
        v.transform((text) => text.replace(/[\s-]/g, '')),
        v.regex(/^\d*$/, messageRef('numberOnly')),
      ),
      dateBegin: v.string(),
      dateEnd: v.string(),
      status: v.string(),
      productName: v.pipe(
        v.string(),
        v.transform((text) => text.trim()),
        maxChars(PRODUCT_NAME_MAX),
        noControlCharacters(),
      ),
    }),
    v.forward(
      v.check(({ dateBegin, dateEnd }) => !dateBegin || !dateEnd || dateBegin <= dateEnd, endBeforeBegin),
      ['dateEnd'],
    ),
    v.transform((values): HistoryFilters => {
      const sent: HistoryFilters = {};
      for (const [name, value] of Object.entries(values)) if (value) sent[name as keyof HistoryFilters] = value;
      return sent;
    }),
  );
}
