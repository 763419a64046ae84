import * as v from 'valibot';
import {
  addressRules,
  civilityCodeSchema,
  civilityFormSchema,
  memberNameSchema,
  type AddressRuleOptions,
} from './address';
import { companyInfoRules } from './company-profile';
import { messageRef } from './message-ref';
import { internationalPhoneSchema, phoneSchema, type CountryCode } from './phone';

export interface MemberRuleOptions {
  /** The unit's country list. */
  countries: readonly CountryCode[];
  /** Fixed lines are allowed for business customers; consumers need a mobile number. */
  allowFixedLine: boolean;
}

/** A consumer's profile form: first name, last name and the newsletter subscription. */
export const consumerProfileFormSchema = v.object(
  { firstName: memberNameSchema, lastName: memberNameSchema, isSubscription: v.boolean() },
  messageRef('required'),
);
export type ConsumerProfileFormValues = v.InferInput<typeof consumerProfileFormSchema>;

/** A business member's contact section: civility, first name and last name. */
export const contactFormSchema = v.object(
  { civillity: civilityFormSchema, firstName: memberNameSchema, lastName: memberNameSchema },
  messageRef('required'),
);
export type ContactFormValues = v.InferInput<typeof contactFormSchema>;

/** The new phone number of a member, as the change form holds it ({ areaCode, number }). */
export function memberPhoneFormSchema({ countries, allowFixedLine }: MemberRuleOptions) {
  return v.object({ phone: phoneSchema({ countries, allowFixedLine }) }, messageRef('required'));
}
export type MemberPhoneFormValues = v.InferInput<ReturnType<typeof memberPhoneFormSchema>>;

/**
 * What the API applies to a profile update, over the wire's shape: the same rules as the forms.
 * Every field is optional: an update sends the section it changes.
 */
export function profileUpdateRules(options: MemberRuleOptions) {
  const addresses: AddressRuleOptions = { countries: options.countries };
  return v.object({
    firstName: v.optional(memberNameSchema),
    lastName: v.optional(memberNameSchema),
    civillity: v.optional(civilityCodeSchema),
    phoneNumber: v.optional(internationalPhoneSchema(options)),
    companyInfo: v.optional(companyInfoRules(options)),
    deliveryInfo: v.optional(addressRules(addresses)),
    invoiceInfo: v.optional(addressRules(addresses)),
  });
}
