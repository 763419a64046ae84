import type { CustomerType, OrderLineDraft } from '@shop/contracts';
import {
  cardTextSchema,
  deliveryTimingSchema,
  emailSchema,
  fixedLineAllowed,
  giftMessageSchema,
  isValidPhone,
  memberNameSchema,
  messageRef,
  newBeneficiaryQtySchema,
  optionalAddressText,
  quantitySchema,
  requiredAddressText,
  requiredString,
  validMonthsSchema,
  zipCodeSchema,
  ADDRESS_LIMITS,
  type QuantityLimits,
} from '@shop/validation';
import * as v from 'valibot';

/** What the rules of a line depend on besides the line. */
export interface LineRuleContext {
  customerType: CustomerType | undefined;
  /** Whether the line's product is physical (P, CP): an address is needed and fixed lines may receive. */
  physical: boolean;
  quantity: QuantityLimits;
  /** A guest's order is known by the sender's email only. */
  senderEmailRequired: boolean;
  /** The shop's clock: a delivery date is judged against today in its time zone. */
  now: () => Date;
}

const EMAIL_DELIVERIES = new Set(['Email', 'BOTH']);
const SMS_DELIVERIES = new Set(['SMS', 'BOTH']);

function phoneRule(areaCode: string, context: LineRuleContext) {
  const allowFixedLine = fixedLineAllowed({ customerType: context.customerType, physicalDelivery: context.physical });
  return v.pipe(
    requiredString,
    v.check<string, string>(
      (number) => number.trim() === '' || isValidPhone({ areaCode, number }, { allowFixedLine }),
      messageRef('wrongPhone'),
    ),
  );
}

/**
 * The forms' rules (@shop/validation) for one order line: names, emails, the gift message (500), the
 * card text (32 per line), phones, the address of a physical line, validity, quantity (and how many of
 * the cards go to new beneficiaries) and the delivery date in its time zone. A field is checked when
 * the delivery needs it or when it is filled in.
 */
export function orderLineRules(line: OrderLineDraft, context: LineRuleContext) {
  const entries: Record<string, v.GenericSchema> = {};
  const rule = (field: keyof OrderLineDraft, schema: v.GenericSchema, required = false) => {
    if (required || line[field] !== '') entries[field] = schema;
  };
  const byEmail = EMAIL_DELIVERIES.has(line.deliverType);
  const bySms = SMS_DELIVERIES.has(line.deliverType);

  entries.qty = quantitySchema(context.quantity);
  // Stored as a count of the line's cards: never more than they are (an unbounded one broke the insert).
  entries.newBeneficairyQty = newBeneficiaryQtySchema(line.qty);
  entries.validMonths = validMonthsSchema;
  rule('senderName', memberNameSchema);
  rule('senderEmail', emailSchema, context.senderEmailRequired);
  rule('senderMobileNo', phoneRule('', context));
  rule('receiverName', memberNameSchema, byEmail || bySms || context.physical);
  rule('receiverFirstName', memberNameSchema);
  rule('receiverLastName', memberNameSchema);
  rule('receiverEmail', emailSchema, byEmail);
  rule('receiverMobileNo', phoneRule(line.receiverMobileAreaCode, context), bySms);
  rule('message', giftMessageSchema);
  rule('message2', cardTextSchema);
  rule('receiverAddress', requiredAddressText(ADDRESS_LIMITS.line), context.physical);
  rule('receiverAddress2', optionalAddressText(ADDRESS_LIMITS.line));
  rule('receiverCity', requiredAddressText(ADDRESS_LIMITS.city), context.physical);
  rule('receiverZipCode', zipCodeSchema);
  rule('receiverCountryCode', requiredString, context.physical);
  return v.intersect([v.looseObject(entries), deliveryTimingSchema(context.now)]);
}

/** The rules of every line of an order, so issues are named orderLines.N.field. */
export function orderLinesRules(lines: OrderLineDraft[], contextOf: (line: OrderLineDraft) => LineRuleContext) {
  return v.object({ orderLines: v.tuple(lines.map((line) => orderLineRules(line, contextOf(line)))) });
}
