import * as v from 'valibot';
import type { ProductSummary } from '@shop/contracts';
import type { CartItemInput } from '@shop/cart-engine';
import {
  emailSchema,
  memberNameSchema,
  messageRef,
  phoneSchema,
  toInternationalPhone,
  type PhoneInput,
} from '@shop/validation';
import { amountFormSchema, type AmountRuleContext } from '@shop/validation';
import { DRAFT_PATHS } from '../buying/personal-choice';

export interface PhoneCreditFormValues {
  itemCode: string;
  amount: string;
  receiverName: string;
  receiverPhone: PhoneInput;
  senderEmail: string;
}

export interface PhoneCreditRuleContext extends Omit<AmountRuleContext, 'product'> {
  products: readonly ProductSummary[];
  itemCode: string;
  guest: boolean;
}

const optionalEmail = v.union([v.literal(''), emailSchema]);

/**
 * Phone credit: an operator of the list, one of its amounts, the phone's owner and a mobile number
 * (consumers: no fixed line), and the buyer's email when a guest. One top-up per line (qty 1).
 */
export function phoneCreditFormSchema(context: PhoneCreditRuleContext) {
  const product = context.products.find((candidate) => candidate.itemCode === context.itemCode);
  const amount = product
    ? amountFormSchema({ ...context, product }).entries.amount
    : v.pipe(
        v.string(),
        v.check(() => false, messageRef('required')),
      );
  return v.object({
    itemCode: v.picklist(
      context.products.map((candidate) => candidate.itemCode),
      messageRef('required'),
    ),
    amount,
    receiverName: memberNameSchema,
    receiverPhone: phoneSchema({ allowFixedLine: false }),
    senderEmail: context.guest ? emailSchema : optionalEmail,
  });
}

/** The cart line of a top-up: sent by SMS to the number it credits (seam 4). */
export function phoneCreditLine(
  product: ProductSummary,
  values: Omit<PhoneCreditFormValues, 'amount'> & { amount: number },
): CartItemInput {
  return {
    itemCode: product.itemCode,
    productName: product.productName,
    productImgUrl: product.productImgUrl,
    categoryId: String(product.categoryId),
    kind: product.kind,
    amount: values.amount,
    qty: 1,
    deliverType: 'SMS',
    receiverName: values.receiverName.trim(),
    receiverMobileAreaCode: values.receiverPhone.areaCode,
    receiverMobileNo: toInternationalPhone(values.receiverPhone),
    senderEmail: values.senderEmail.trim(),
    draftPath: DRAFT_PATHS.phoneCredit,
  };
}
