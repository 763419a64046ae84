import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { MinorAmountSchema } from '../fields';

/**
 * The receiver's card page (issue 10): every document, SMS and email that carries a card links to
 * /:buId/card/:token, and the page asks the card behind the token. The link is the card's bearer, like
 * the email that carried it, so it answers the clear number and PIN; the token is made and checked by
 * the server only (an HMAC under a card key), so a link cannot be guessed from another.
 */

/** The longest token the call reads: a card id, a hyphen and a 24-character MAC fit well within. */
export const CARD_LINK_TOKEN_MAX = 64;

/**
 * What the card can do now:
 * - active: it pays;
 * - blocked: its holder blocked it; expired: past its expiry date; used: nothing left on it;
 * - locked: a card of a physical order, inactive until the buyer unlocks the order after receipt;
 * - transferred: given to someone else, who got a new card; this one is retired for good.
 */
export const CARD_LINK_STATES = ['active', 'blocked', 'used', 'expired', 'locked', 'transferred'] as const;
export type CardLinkState = (typeof CARD_LINK_STATES)[number];

/**
 * The card's code: clear number and PIN, its barcode (Code 128 of the number) and QR code (the link),
 * as SVG drawn by the server, so the page needs no barcode library.
 */
export const CardLinkCodeSchema = v.object({
  cardNumber: v.string(),
  pinCode: v.string(),
  barcodeSvg: v.string(),
  qrCodeSvg: v.string(),
});

export const CardLinkSchema = v.object({
  state: v.picklist(CARD_LINK_STATES),
  productName: v.string(),
  /** The card's template (or its product's image) as the shop serves it; '' when there is none. */
  templateImageUrl: v.string(),
  /** The amount the card was issued with, and what is left, in minor units of currency. */
  amount: MinorAmountSchema,
  balance: MinorAmountSchema,
  currency: v.string(),
  /** ISO date-time. */
  expiresAt: v.string(),
  /** Absent for a transferred card: its number and PIN no longer open anything. */
  code: v.optional(CardLinkCodeSchema),
});

export const openCardLink = defineEndpoint({
  name: 'openCardLink',
  group: 'Cards',
  summary:
    'The card behind a card-page link, with its number, PIN, barcode and QR code (a transferred card without them). ' +
    'One answer (11012) for a malformed, forged or unknown link; failures are throttled per client and per link.',
  method: 'POST',
  path: '/card/openCardLink',
  versions: [''],
  auth: 'optional',
  rateLimit: 'tokenCheck',
  request: v.object({
    token: v.pipe(v.string('This field is required.'), v.maxLength(CARD_LINK_TOKEN_MAX, 'Invalid card link')),
  }),
  response: CardLinkSchema,
});
