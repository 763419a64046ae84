import * as v from 'valibot';
import {
  ADDRESS_LIMITS,
  civilityFormSchema,
  deliveryTimingSchema,
  emailSchema,
  isTimeZone,
  memberNameSchema,
  optionalAddressText,
  phoneSchema,
  requiredAddressText,
  requiredString,
  todayIn,
  zipCodeSchema,
  type PhoneInput,
} from '@shop/validation';
import type { DeliverType } from '@shop/cart-engine';

/** Whom the steps buy for: someone else (/buying-friend) or the buyer (/buying-self). */
export type BuyingMode = 'friend' | 'self';

/** When the card is sent: now, tomorrow, the day after, or a chosen day (spec: date choices). */
export type DeliveryWhen = 'now' | 'tomorrow' | 'dayAfter' | 'date';
export const DELIVERY_WHEN: readonly DeliveryWhen[] = ['now', 'tomorrow', 'dayAfter', 'date'];

/** The delivery types a consumer may choose for a card. */
export function deliveryTypesFor(mode: BuyingMode, physical: boolean): DeliverType[] {
  if (physical) return ['Physical'];
  return mode === 'friend' ? ['Email', 'SMS', 'BOTH'] : ['Email', 'SMS', 'PDF'];
}

const byEmail = (type: DeliverType) => type === 'Email' || type === 'BOTH';
const bySms = (type: DeliverType) => type === 'SMS' || type === 'BOTH';
/** Only a message (email, SMS) can wait for a chosen day; a post or a file leaves when paid. */
export const canSchedule = (type: DeliverType) => byEmail(type) || bySms(type);

export interface DeliveryFormValues {
  deliverType: DeliverType;
  senderName: string;
  senderEmail: string;
  receiverName: string;
  receiverEmail: string;
  receiverPhone: PhoneInput;
  receiverCivility: string;
  receiverFirstName: string;
  receiverLastName: string;
  receiverAddress: string;
  receiverAddress2: string;
  receiverCity: string;
  receiverZipCode: string;
  receiverCountryCode: string;
  when: DeliveryWhen;
  deliverDate: string;
  deliverTimeZone: string;
}

export interface DeliveryRuleContext {
  mode: BuyingMode;
  deliverType: DeliverType;
  physical: boolean;
  /** A guest's order is known by the sender's email only, so a guest must give it. */
  guest: boolean;
  /** Business customers may give fixed lines; consumers only for a physical delivery. */
  allowFixedLine: boolean;
  now: () => Date;
}

const optionalEmail = v.union([v.literal(''), emailSchema]);

/**
 * The delivery step's rules, by delivery type: the same @shop/validation rules the API applies to
 * an order line (names, emails, phone, the address of a physical card, the day in its time zone).
 */
export function deliveryFormSchema(context: DeliveryRuleContext) {
  const { mode, deliverType, physical, guest } = context;
  const self = mode === 'self';
  const entries: Record<string, v.GenericSchema> = {
    deliverType: v.literal(deliverType),
    senderName: memberNameSchema,
    senderEmail: guest || (self && byEmail(deliverType)) ? emailSchema : optionalEmail,
  };
  if (!self && !physical) entries.receiverName = memberNameSchema;
  if (!self && byEmail(deliverType)) entries.receiverEmail = emailSchema;
  if (bySms(deliverType) || physical) entries.receiverPhone = phoneSchema({ allowFixedLine: context.allowFixedLine });
  if (physical) {
    Object.assign(entries, {
      receiverCivility: civilityFormSchema,
      receiverFirstName: memberNameSchema,
      receiverLastName: memberNameSchema,
      receiverAddress: requiredAddressText(ADDRESS_LIMITS.line),
      receiverAddress2: optionalAddressText(ADDRESS_LIMITS.line),
      receiverCity: requiredAddressText(ADDRESS_LIMITS.city),
      receiverZipCode: zipCodeSchema,
      receiverCountryCode: requiredString,
    });
  }
  const base = v.looseObject(entries);
  if (!canSchedule(deliverType) || physical) return base;
  return v.pipe(
    base,
    v.transform((values: Record<string, unknown>) => ({
      ...values,
      ...timingOf(values as unknown as DeliveryFormValues, context.now()),
    })),
    deliveryTimingSchema(context.now),
  );
}

/** A calendar day `days` after `day` (YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The order line's deliverDate and deliverTimeZone for the chosen "when" ('' and '' mean now). */
export function timingOf(
  values: Pick<DeliveryFormValues, 'when' | 'deliverDate' | 'deliverTimeZone'>,
  now: Date,
): { deliverDate: string; deliverTimeZone: string } {
  const zone = values.deliverTimeZone;
  // A day without a known zone is refused by the timing rule ('Choose a time zone.').
  if (values.when !== 'now' && !isTimeZone(zone))
    return { deliverDate: values.deliverDate, deliverTimeZone: zone || '?' };
  switch (values.when) {
    case 'tomorrow':
      return { deliverDate: addDays(todayIn(zone, now), 1), deliverTimeZone: zone };
    case 'dayAfter':
      return { deliverDate: addDays(todayIn(zone, now), 2), deliverTimeZone: zone };
    case 'date':
      // No day chosen is not "now": the timing rule answers 'Choose a delivery date.'.
      return { deliverDate: values.deliverDate || 'none', deliverTimeZone: zone };
    default:
      return { deliverDate: '', deliverTimeZone: '' };
  }
}
