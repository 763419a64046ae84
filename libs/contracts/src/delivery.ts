import * as v from 'valibot';

/**
 * How a paid card reaches its receiver, per channel (decision 0011): the draft deliverTypes map to
 * these (BOTH is email + sms; PDF, Zip, CardFile and URLFile are documents sent to the buyer; a
 * physical card goes by post).
 */
export const DELIVERY_CHANNELS = ['email', 'sms', 'pdf', 'zip', 'cardFile', 'urlFile', 'post'] as const;
export type DeliveryChannelName = (typeof DELIVERY_CHANNELS)[number];

/**
 * scheduled: waiting for its day; sending: handed to the mail server's queue (SMTP), not taken yet;
 * sent; preparing: a physical card in fulfilment; failed: the delivery or its transport gave up.
 */
export const DELIVERY_STATUSES = ['scheduled', 'sending', 'sent', 'preparing', 'failed'] as const;

/** One card's delivery on one channel, as the card and order lists show it. */
export const CardDeliverySchema = v.object({
  channel: v.picklist(DELIVERY_CHANNELS),
  status: v.picklist(DELIVERY_STATUSES),
  /** The email address, phone number or postal address it goes to. */
  recipient: v.string(),
  /** ISO date-time it is (or was) due. */
  dueAt: v.string(),
  /** ISO date-time of the last send; null before the first. */
  sentAt: v.nullable(v.string()),
  /** 1 after delivery, one more per resend. */
  sentCount: v.number(),
});
export type CardDelivery = v.InferOutput<typeof CardDeliverySchema>;

/** An order's deliveries summed per channel and status, for the order lists. */
export const OrderDeliverySummarySchema = v.object({
  channel: v.picklist(DELIVERY_CHANNELS),
  status: v.picklist(DELIVERY_STATUSES),
  /** How many of the order's cards are in this state on this channel. */
  cards: v.number(),
});
export type OrderDeliverySummary = v.InferOutput<typeof OrderDeliverySummarySchema>;
