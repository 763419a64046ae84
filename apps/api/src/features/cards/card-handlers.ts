import {
  CARD_TRANSACTIONS_PAGE_SIZE,
  NON_WHITE_UNIT_ID,
  applyCard,
  type CardDelivery,
  cardResend,
  cardTopUp,
  cardTransactions,
  cardTransfer,
  cardValidation,
  getMemberGiftCardsWithProduct,
  importCard,
  queryCard,
  updateCard,
} from '@shop/contracts';
import { couponEntrySchema } from '@shop/validation';
import { ApiFailure } from '../../http/api-failure';
import { applyFieldRules } from '../../http/field-rules';
import { handler } from '../../http/handler';
import type { Services } from '../services';
import { formatMoney } from '../../money/format-money';
import { randomToken } from '../../security/tokens';
import { cardDeliveryView, groupBy } from '../delivery/delivery-view';
import { recordCardResend } from '../delivery/resend-deliveries';
import type { ActiveSession } from '../auth/session-store';
import { lookupHashes, openSealedCode } from '../gift-cards/card-key-chain';
import { normaliseCardNumber } from '../gift-cards/card-number';
import type { CardCode } from '../gift-cards/card-vault';
import type { GiftCard } from '../gift-cards/gift-card-store';
import { isHostedMean, offeredPaymentMeans } from '../payments/payment-means';
import { startHostedPayment } from '../payments/start-payment';
import { openCard, openOwnCard, usable } from './card-access';
import { cardMessages } from './card-messages';
import { openCardLinkHandler } from './card-link-handler';
import { checkTopUp } from './card-top-up';
import { CARD_TOP_UP_PAYMENT } from './card-top-up-payment';
import { transferCard } from './card-transfer';
import { cardProductFields, couponAnswer, lastFour, maskCardNumber, memberCard } from './card-view';
import { consumeOrderAllowance } from '../orders/order-allowance';

/** Member calls always have a session (auth 'required'); this narrows the type. */
function sessionOf(session: ActiveSession | null): ActiveSession {
  if (!session) throw new ApiFailure('NO_AUTHORIZED');
  return session;
}

/** The clear number and PIN of a card from the vault; null for a card issued without them. */
async function codeOf(services: Services, card: GiftCard): Promise<CardCode | null> {
  if (!card.sealedCode) return null;
  return openSealedCode(await services.cardKeys.chain(), { ...card, sealedCode: card.sealedCode });
}

async function maskedNumberOf(services: Services, card: GiftCard): Promise<string> {
  const code = await codeOf(services, card);
  return maskCardNumber(code ? lastFour(code.cardNumber) : '****');
}

export const queryCardHandler = handler(queryCard, async (call) => {
  const { input, services, unit, language, ip } = call;
  applyFieldRules(couponEntrySchema, input);
  // The captcha is asked for only past the address's soft limit (0021); a token sent is always checked.
  if (input.captchaToken) await services.captcha.verify(unit, input.captchaToken, ip);
  const captcha = input.captchaToken && unit.captcha ? 'solved' : unit.captcha ? 'askable' : 'none';
  const card = await openCard(call, input.cardNumber, input.pinCode, captcha);
  const product = await services.cards.product(unit.buId, card.itemCode);
  const masked = maskCardNumber(lastFour(normaliseCardNumber(input.cardNumber) ?? ''));
  return couponAnswer(card, masked, product, input.cartList, language, unit);
});

export const applyCardHandler = handler(applyCard, async (call) => {
  const { input, services, unit, language } = call;
  const card = usable(await openOwnCard(call, input.cardId), services.now());
  const product = await services.cards.product(unit.buId, card.itemCode);
  const masked = await maskedNumberOf(services, card);
  return { ...couponAnswer(card, masked, product, input.cartList, language, unit), cardId: String(card.id) };
});

export const updateCardHandler = handler(updateCard, async (call) => {
  const { input, services } = call;
  const card = await openOwnCard(call, input.cardId);
  const updated = await services.giftCards.setState(card.id, input.action);
  if (!updated) throw new ApiFailure('CARD_NOT_IN_ACCOUNT');
  return memberCard(updated, await maskedNumberOf(services, updated), services.now());
});

export const cardTransferHandler = handler(cardTransfer, async (call) => {
  const { input, services } = call;
  const session = sessionOf(call.session);
  const sender = await services.members.account(session.accountId);
  if (!sender) throw new ApiFailure('USER_NOT_AUTHENTICATED');
  const card = await openOwnCard(call, input.cardId);
  return transferCard(call, {
    cardId: card.id,
    senderAccountId: session.accountId,
    senderName: `${sender.firstName} ${sender.lastName}`.trim(),
    senderEmail: sender.email,
    receiverEmail: input.receiverEmail,
  });
});

export const cardResendHandler = handler(cardResend, async (call) => {
  const { input, services, unit, language } = call;
  const card = await openOwnCard(call, input.cardId);
  const code = await codeOf(services, card);
  if (!code) throw new ApiFailure('CARD_NOT_IN_ACCOUNT');
  await services.targetLimits.consume('emailsPerAddress', input.receiverEmail);
  const message = cardMessages(language).cardResent({
    ...code,
    balance: formatMoney(card.balance, card.currency, unit.decimalDigits),
    expiry: card.expiresAt.toISOString().slice(0, 10),
  });
  await services.db.transaction(async (tx) => {
    const messageId = await services.outbox.send(
      { buId: unit.buId, channel: 'email', recipient: input.receiverEmail, language, ...message },
      tx,
    );
    await recordCardResend(tx, services, card, input.receiverEmail, messageId);
  });
  return { receiverEmail: input.receiverEmail };
});

export const importCardHandler = handler(importCard, async (call) => {
  const { input, services, unit } = call;
  const session = sessionOf(call.session);
  applyFieldRules(couponEntrySchema, input);
  const card = await openCard(call, input.cardNumber, input.pinCode);
  const owner = await services.cards.claim(card.id, session.accountId);
  if (owner !== session.accountId) throw new ApiFailure('CARD_IN_ANOTHER_ACCOUNT');
  // Spec 1 section 4: a card imported activates the account, except on the non-white unit.
  const activates = unit.buId !== NON_WHITE_UNIT_ID && unit.buType !== NON_WHITE_UNIT_ID;
  if (activates) await services.cards.activateAccount(session.accountId);
  const account = await services.members.account(session.accountId);
  return { cardId: String(card.id), isActivateAccount: account?.isActivateAccount ?? 0 };
});

export const cardValidationHandler = handler(cardValidation, async ({ input, services, session, unit }) => {
  const number = normaliseCardNumber(input.cardNumber);
  if (!session || number === null) return { isNeedPincode: true };
  const card = await services.giftCards.findByNumberHashes(lookupHashes(await services.cardKeys.chain(), number));
  const own = card !== null && card.ownerAccountId === session.accountId && card.buId === unit.buId;
  return { isNeedPincode: !own };
});

export const cardTransactionsHandler = handler(cardTransactions, async (call) => {
  const { input, services } = call;
  const card = await openOwnCard(call, input.cardId);
  const { totalCount, movements } = await services.cards.movementPage(card.id, input.page, CARD_TRANSACTIONS_PAGE_SIZE);
  return {
    totalCount,
    transactionList: movements.map((movement) => ({
      transactionId: String(movement.id),
      type: movement.type,
      amount: movement.amount,
      balanceAfter: movement.balanceAfter,
      reference: movement.reference,
      createdAt: movement.createdAt.toISOString(),
    })),
  };
});

/**
 * Records a top-up of a member's reloadable card (status R, one per Idempotency-Key) and starts its
 * hosted payment; the card moves when the payment settles (CARD_TOP_UP_PAYMENT). Every check runs
 * before anything is stored.
 */
export const cardTopUpHandler = handler(cardTopUp, async (call) => {
  const { input, services, unit } = call;
  const session = sessionOf(call.session);
  await consumeOrderAllowance(call);
  const card = await openOwnCard(call, input.cardId);
  checkTopUp(services, card, await services.cards.product(unit.buId, card.itemCode), input.amount, unit.decimalDigits);
  if (!isHostedMean(input.paymentMethod) || !(await offeredPaymentMeans(call)).includes(input.paymentMethod))
    throw new ApiFailure('PAYMENT_MEAN_NOT_OFFERED');
  const topUp = await services.cards.startTopUp({
    cardId: card.id,
    accountId: session.accountId,
    amount: input.amount,
    currency: card.currency,
    clientKey: call.idempotencyKey ?? randomToken(),
  });
  const payable = await CARD_TOP_UP_PAYMENT.payable(services, String(topUp.id), session, unit.buId);
  return { topUpId: String(topUp.id), ...(await startHostedPayment(call, payable, input.paymentMethod)) };
});

export const getMemberGiftCardsWithProductHandler = handler(getMemberGiftCardsWithProduct, async (call) => {
  const { services, unit, language } = call;
  const session = sessionOf(call.session);
  const cards = await services.cards.ownedBy(session.accountId, unit.buId);
  const products = await services.cards.products(
    unit.buId,
    cards.flatMap((card) => (card.itemCode ? [card.itemCode] : [])),
  );
  const deliveries = groupBy(await services.deliveries.forCards(cards.map((card) => card.id)), (row) => row.cardId);
  const groups = new Map<string, (ReturnType<typeof memberCard> & { deliveries: CardDelivery[] })[]>();
  for (const card of cards) {
    const itemCode = card.itemCode ?? '';
    const list = groups.get(itemCode) ?? [];
    list.push({
      ...memberCard(card, await maskedNumberOf(services, card), services.now()),
      deliveries: (deliveries.get(card.id) ?? []).map(cardDeliveryView),
    });
    groups.set(itemCode, list);
  }
  return {
    productList: [...groups].map(([itemCode, cardList]) => ({
      ...cardProductFields(itemCode, products.get(itemCode) ?? null, language, unit),
      cardList,
    })),
  };
});

export const CARD_HANDLERS = [
  queryCardHandler,
  applyCardHandler,
  updateCardHandler,
  cardTransferHandler,
  cardResendHandler,
  importCardHandler,
  cardValidationHandler,
  cardTransactionsHandler,
  cardTopUpHandler,
  getMemberGiftCardsWithProductHandler,
  openCardLinkHandler,
];
