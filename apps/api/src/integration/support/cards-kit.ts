import { queryCard } from '@shop/contracts';
import { issueCards, type IssuedCard } from '../../features/gift-cards/card-issuer';
import type { TestApi } from '../../testing/test-api';

export const REFUSED = {
  ok: false,
  status: 400,
  error: {
    code: 11001,
    message: 'The card number or PIN code is wrong, or the card is locked for a while after too many tries.',
  },
};
export const NOT_IN_ACCOUNT = {
  ok: false,
  status: 404,
  error: { code: 11007, message: 'This card is not in your account.' },
};

/** A PIN that is not the card's. */
export const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

/** Issues one card of unit 97 the way a confirmed order does. */
let orders = 0;
export async function issue(
  api: TestApi,
  ownerAccountId: number | null,
  { itemCode = 'MJ-GROCERY-D', amount = 10000, validMonths = 12 } = {},
): Promise<IssuedCard> {
  const { services } = api.app.shopApi;
  orders += 1;
  // In a transaction, as an order's confirmation issues them (a card with its opening ledger row).
  const [card] = await services.db.transaction((tx) =>
    issueCards(tx, services, {
      buId: '97',
      orderNo: `TEST-${orders}`,
      ownerAccountId,
      currency: 'AED',
      lines: [{ lineNo: 1, itemCode, amount, qty: 1, validMonths }],
    }),
  );
  return card;
}

/** queryCard as the page sends it, with a fresh captcha token, on the test file's own API. */
export const cardQuery =
  (currentApi: () => TestApi) =>
  async (cardNumber: string, pinCode: string, cartList: { itemCode: string }[] = [], client = currentApi().client()) =>
    client.call(queryCard, { cardNumber, pinCode, cartList, captchaToken: await currentApi().captchaToken() });
