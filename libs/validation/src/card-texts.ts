import * as v from 'valibot';
import { messageRef } from './message-ref';
import { CARD_TEXT_LINE_MAX, CUSTOM_MESSAGE_MAX, GIFT_MESSAGE_MAX, REDEEM_PLACE_MAX } from './limits';
import { charCount, maxChars } from './text-rules';
import { noAttackCharacters } from './attack';

/** Texts printed on or sent with a card; none may carry attack characters. */
function limitedText(max: number) {
  return v.pipe(v.string(messageRef('required')), noAttackCharacters(), maxChars(max));
}

/** Card text: every line at most 32 characters. */
export const cardTextSchema = v.pipe(
  v.string(messageRef('required')),
  noAttackCharacters(),
  v.check(
    (text) => text.split(/\r?\n/).every((line) => charCount(line) <= CARD_TEXT_LINE_MAX),
    messageRef('lessThan', { num: CARD_TEXT_LINE_MAX }),
  ),
);

/** Redeemable place (free text): at most 45 characters. */
export const redeemPlaceSchema = limitedText(REDEEM_PLACE_MAX);
/** Gift message: at most 500 characters. */
export const giftMessageSchema = limitedText(GIFT_MESSAGE_MAX);
/** Custom message: at most 45 characters. */
export const customMessageSchema = limitedText(CUSTOM_MESSAGE_MAX);
