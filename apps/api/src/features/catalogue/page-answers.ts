import * as v from 'valibot';
import type { Language, WebInfo } from '@shop/contracts';
import type { Services } from '../services';
import { getProductsDiscountHandler } from '../member/member-handlers';
import {
  getAdditionalProductsHandler,
  getCategoriesHandler,
  getLetterTypesHandler,
  getProductDetailHandler,
  getProductsHandler,
  getTemplatesHandler,
} from './catalogue-handlers';

/**
 * The catalogue answers a server-rendered page is delivered with (issue 23): what a guest's browser would ask
 * first, answered in-process by the same handlers, input rules and catalogue cache as the sealed calls. Only
 * the public catalogue reads a guest may make: nothing personal is ever rendered into a page.
 */
const PAGE_HANDLERS = [
  getCategoriesHandler,
  getProductsHandler,
  getProductDetailHandler,
  getTemplatesHandler,
  getLetterTypesHandler,
  getAdditionalProductsHandler,
  getProductsDiscountHandler,
];
export type PageAnswerEndpoint = (typeof PAGE_HANDLERS)[number]['endpoint']['name'];

export interface PageAnswerRequest {
  endpoint: string;
  input: Record<string, unknown>;
}

/** One answer: the endpoint, the input as asked, and the data (null when the call fails for a guest). */
export interface PageAnswer extends PageAnswerRequest {
  data: unknown;
}

const NO_NONCE = 'server-rendered-page';

/**
 * Answers each request as a guest of `buId` in `language`; a request the rules refuse, an unknown endpoint or
 * a failing call answers null, and the page then asks the API as it would without a server render.
 */
export async function pageAnswers(
  services: Services,
  { buId, language }: { buId: string; language: Language },
  requests: readonly PageAnswerRequest[],
): Promise<PageAnswer[]> {
  const unit = await services.units.find(buId);
  if (!unit) return requests.map((request) => ({ ...request, data: null }));
  const answerIn = unit.languages.includes(language) ? language : unit.defaultLanguage;
  const webInfo = { buId, language: answerIn, appVersion: 'shop-server', sentAt: services.now(), nonce: NO_NONCE };
  return Promise.all(
    requests.map(async (request) => {
      const found = PAGE_HANDLERS.find((each) => each.endpoint.name === request.endpoint);
      const input = found ? v.safeParse(found.endpoint.request, request.input) : null;
      if (!found || !input?.success) return { ...request, data: null };
      const call = {
        input: input.output,
        webInfo: webInfo as WebInfo,
        unit,
        language: answerIn,
        session: null,
        ip: '127.0.0.1',
        services,
      };
      // Each handler takes its own endpoint's input, checked just above by that endpoint's schema.
      const data = await (found.handle as (call: unknown) => Promise<unknown>)(call).catch(() => null);
      return { ...request, data };
    }),
  );
}
