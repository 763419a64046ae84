import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cardTransfers, giftCards } from '../../db/schema';
import { ApiFailure } from '../../http/api-failure';
import type { Call } from '../services';
import { formatMoney } from '../../money/format-money';
import { randomToken } from '../../security/tokens';
import { cardNumberLookupHash, cardPinHash } from '../gift-cards/card-hashes';
import { generateCardNumber } from '../gift-cards/card-number';
import { generatePin } from '../gift-cards/card-pin';
import { sealCardCode } from '../gift-cards/card-vault';
import type { GiftCard } from '../gift-cards/gift-card-store';
import { usable } from './card-access';
import { cardMessages } from './card-messages';
import type { CardTransfer } from './card-repository';

export interface TransferRequest {
  cardId: number;
  senderAccountId: number;
  senderName: string;
  senderEmail: string;
  receiverEmail: string;
}

export interface TransferAnswer {
  transferStatus: '01' | '03';
  receiverEmail: string;
  amount: number;
  currency: string;
}

const answerOf = (transfer: CardTransfer, currency: string): TransferAnswer => ({
  transferStatus: transfer.status,
  receiverEmail: transfer.receiverEmail,
  amount: transfer.amount,
  currency,
});

/**
 * Gives a member's card to a receiver, all in one transaction: the card is locked and retired, its
 * whole balance moves out (P) and into a new card (its opening row) under the transfer's reference,
 * the transfer is recorded (01, then 03 with the new card) and the receiver's email with the new
 * number and PIN goes to the outbox. The reference comes from the call's idempotency key, so a run
 * after a crash finds the first transfer and answers it; a second transfer of the card finds it retired.
 */
export async function transferCard(call: Call<unknown>, request: TransferRequest): Promise<TransferAnswer> {
  const { services, unit, language } = call;
  if (request.receiverEmail === request.senderEmail.toLowerCase()) throw new ApiFailure('CARD_TRANSFER_TO_SELF');
  const reference = `transfer:${request.senderAccountId}:${call.idempotencyKey ?? randomToken()}`;
  const keys = await services.cardKeys.current();

  return services.db.transaction(async (tx) => {
    const done = await services.cards.transferByReference(reference, tx);
    if (done) return answerOf(done, unit.currency);
    const card = await lockOwnedCard(tx, request.cardId, request.senderAccountId, unit.buId);
    usable(card, services.now());
    // A cancelled order gives its redemption back to this card; once retired, the sender would lose it.
    // Checked under the card's row lock, which an order's redemption of the card also takes.
    if (await services.orders.holdsCardMoney(card.id, tx)) throw new ApiFailure('CARD_HELD_BY_ORDER');
    if (card.balance <= 0) throw new ApiFailure('INSUFFICIENT_CARD_BALANCE');
    const now = new Date(services.now());
    const [transfer] = await tx
      .insert(cardTransfers)
      .values({
        buId: unit.buId,
        fromCardId: card.id,
        senderAccountId: request.senderAccountId,
        receiverEmail: request.receiverEmail,
        amount: card.balance,
        status: '01',
        reference,
        createdAt: now,
      })
      .returning();
    const moved = await services.giftCards.move(card.id, 'P', -card.balance, reference, tx);
    if (moved.outcome !== 'moved') throw new Error(`transfer of card ${card.id}: ${moved.outcome}`);
    await tx.update(giftCards).set({ retiredAt: now }).where(eq(giftCards.id, card.id));

    const cardNumber = generateCardNumber();
    const pinCode = generatePin();
    const numberHash = cardNumberLookupHash(keys.lookup, cardNumber);
    const fresh = await services.giftCards.issue(
      {
        buId: unit.buId,
        numberHash,
        pinHashFor: (cardId) => cardPinHash(keys.pin, cardId, pinCode),
        currency: card.currency,
        amount: card.balance,
        validMonths: 12,
        expiresAt: card.expiresAt,
        itemCode: card.itemCode,
        sealedCode: sealCardCode(keys.vault, numberHash, { cardNumber, pinCode }),
        cardKeyId: keys.id,
        openingReference: reference,
      },
      tx,
    );
    const [confirmed] = await tx
      .update(cardTransfers)
      .set({ status: '03', toCardId: fresh.id, confirmedAt: now })
      .where(eq(cardTransfers.id, transfer.id))
      .returning();

    const message = cardMessages(language).cardReceived(request.senderName, {
      cardNumber,
      pinCode,
      balance: formatMoney(fresh.balance, fresh.currency, unit.decimalDigits),
      expiry: fresh.expiresAt.toISOString().slice(0, 10),
    });
    await services.outbox.send(
      {
        buId: unit.buId,
        channel: 'email',
        recipient: request.receiverEmail,
        ...message,
      },
      tx,
    );
    return answerOf(confirmed, card.currency);
  });
}

/** The member's live card, locked for the transaction; the same refusal whether it is missing or not theirs. */
async function lockOwnedCard(tx: Db, cardId: number, accountId: number, buId: string): Promise<GiftCard> {
  const [card] = await tx
    .select()
    .from(giftCards)
    .where(
      and(
        eq(giftCards.id, cardId),
        eq(giftCards.ownerAccountId, accountId),
        eq(giftCards.buId, buId),
        isNull(giftCards.retiredAt),
      ),
    )
    .for('update');
  if (!card) throw new ApiFailure('CARD_NOT_IN_ACCOUNT');
  return card;
}
