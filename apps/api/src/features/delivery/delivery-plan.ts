import type { CardKind } from '@shop/contracts';
import { isPhysicalProductKind } from '@shop/cart-rules';
import { toInternationalPhone } from '@shop/validation';
import { DateTime } from 'luxon';
import type { DeliveryChannel } from './delivery-tables';

/** The channels of each draft deliverType (decision 0011); a physical product always goes by post. */
const CHANNELS_OF_DELIVER_TYPE: Readonly<Record<string, readonly DeliveryChannel[]>> = {
  Email: ['email'],
  SMS: ['sms'],
  BOTH: ['email', 'sms'],
  PDF: ['pdf'],
  Zip: ['zip'],
  CardFile: ['cardFile'],
  URLFile: ['urlFile'],
  // A digital card cannot be posted: it goes by email.
  Physical: ['email'],
};

/** Channels that send one document of all an order's cards to its buyer. */
export const DOCUMENT_CHANNELS: readonly DeliveryChannel[] = ['pdf', 'zip', 'cardFile', 'urlFile'];

export function isDocumentChannel(channel: DeliveryChannel): boolean {
  return DOCUMENT_CHANNELS.includes(channel);
}

export function channelsOf(kind: CardKind, deliverType: string): readonly DeliveryChannel[] {
  if (isPhysicalProductKind(kind)) return ['post'];
  return CHANNELS_OF_DELIVER_TYPE[deliverType] ?? ['email'];
}

/**
 * When a card is due: the start (00:00) of `deliverDate` in `deliverTimeZone`, or now when no date is
 * given or the day has begun (decision 0011). The rules (libs/validation delivery-date.ts) refused
 * anything else at order time.
 */
export function dueAtOf(deliverDate: string, deliverTimeZone: string, nowMs: number): Date {
  if (!deliverDate) return new Date(nowMs);
  const start = DateTime.fromISO(deliverDate, { zone: deliverTimeZone || 'UTC' }).startOf('day');
  if (!start.isValid) return new Date(nowMs);
  return new Date(Math.max(start.toMillis(), nowMs));
}

/** What a line says about where its cards go. */
export interface LineAddressing {
  receiverName: string;
  receiverEmail: string;
  receiverMobileAreaCode: string;
  receiverMobileNo: string;
  receiverAddress: string;
  receiverAddress2: string;
  receiverZipCode: string;
  receiverCity: string;
  receiverCountryCode: string;
  senderEmail: string;
}

/** The recipient of a channel: the receiver's email or phone, the buyer for documents, the postal address. */
export function recipientOf(channel: DeliveryChannel, line: LineAddressing, buyerEmail: string): string {
  switch (channel) {
    case 'email':
      return line.receiverEmail || line.senderEmail || buyerEmail;
    case 'sms':
      return toInternationalPhone({ areaCode: line.receiverMobileAreaCode, number: line.receiverMobileNo });
    case 'post':
      return [
        line.receiverName,
        line.receiverAddress,
        line.receiverAddress2,
        `${line.receiverZipCode} ${line.receiverCity}`.trim(),
        line.receiverCountryCode,
      ]
        .filter(Boolean)
        .join(', ');
    default:
      return line.senderEmail || buyerEmail;
  }
}
