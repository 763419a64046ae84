import type { ProductDetail } from '@shop/contracts';
import { percentOfMinor, type CartItemInput } from '@shop/cart-engine';
import { toInternationalPhone } from '@shop/validation';
import type { ProductChoices } from '../product/api/product-api';
import type { PersonaliseFormValues } from './personalise-form';
import { canSchedule, type BuyingMode, type DeliveryFormValues } from './delivery-form';

/** What the card-detail and personalise steps chose. */
export interface PersonalChoice {
  /** Minor units. */
  amount: number;
  qty: number;
  templateId: number;
  templateUrl: string;
  /** Card-made fee of the chosen design (or of the product without one); a rate in basis points when a percentage. */
  cardMadeFee: number;
  isPercentageCardFee: boolean;
  message: string;
  message2: string;
  personalImageUrl: string;
  letterTypeId: number | null;
  letterPrice: number;
  extra: {
    extraItemCode: string;
    extraProductName: string;
    extraProductAmount: number;
    extraItemImgUrl: string;
  } | null;
}

/** Where each kind of purchase comes back to (and goes on to draftPath + '/checkout'). */
export const DRAFT_PATHS = { friend: '/buying-friend', self: '/buying-self', phoneCredit: '/phone-credit' } as const;

/** The delivery step's answer once its rules passed: the form's values with the line's timing. */
export type DeliveryChoice = DeliveryFormValues;

/** The cart line (spec 1 section 3 "Cart item") of a card bought through the steps. */
export function cartLineOf(
  product: ProductDetail,
  choice: PersonalChoice,
  delivery: DeliveryChoice,
  mode: BuyingMode,
): CartItemInput {
  const self = mode === 'self';
  const physical = delivery.deliverType === 'Physical';
  const phone = delivery.receiverPhone?.number.trim() ? delivery.receiverPhone : null;
  const senderName = delivery.senderName.trim();
  const senderEmail = delivery.senderEmail.trim();
  const receiverName = physical
    ? `${delivery.receiverFirstName.trim()} ${delivery.receiverLastName.trim()}`
    : self
      ? senderName
      : delivery.receiverName.trim();
  return {
    itemCode: product.itemCode,
    productName: product.productName,
    productImgUrl: product.productImgUrl,
    categoryId: String(product.categoryId),
    kind: product.kind,
    amount: choice.amount,
    qty: choice.qty,
    templateId: choice.templateId,
    templateUrl: choice.templateUrl,
    cardMadeFee: choice.isPercentageCardFee
      ? percentOfMinor(choice.amount, choice.cardMadeFee / 100)
      : choice.cardMadeFee,
    message: choice.message,
    message2: choice.message2,
    personalImageUrl: choice.personalImageUrl,
    letterTypeId: physical ? choice.letterTypeId : null,
    letterPrice: physical ? choice.letterPrice : 0,
    extraItemCode: choice.extra?.extraItemCode ?? '',
    extraProductName: choice.extra?.extraProductName ?? '',
    extraProductAmount: choice.extra?.extraProductAmount ?? 0,
    extraItemImgUrl: choice.extra?.extraItemImgUrl ?? '',
    deliverType: delivery.deliverType,
    senderName,
    senderEmail,
    receiverName,
    receiverEmail: self ? senderEmail : (delivery.receiverEmail ?? '').trim(),
    receiverMobileAreaCode: phone ? phone.areaCode : '',
    receiverMobileNo: phone ? toInternationalPhone(phone) : '',
    ...(physical
      ? {
          receiverCivility: delivery.receiverCivility,
          receiverFirstName: delivery.receiverFirstName.trim(),
          receiverLastName: delivery.receiverLastName.trim(),
          receiverAddress: delivery.receiverAddress.trim(),
          receiverAddress2: delivery.receiverAddress2.trim(),
          receiverCity: delivery.receiverCity.trim(),
          receiverZipCode: delivery.receiverZipCode.trim(),
          receiverCountryCode: delivery.receiverCountryCode,
        }
      : {}),
    // Only an email or SMS waits for a day; the rules already turned the chosen day into these.
    deliverDate: canSchedule(delivery.deliverType) ? delivery.deliverDate : '',
    deliverTimeZone: canSchedule(delivery.deliverType) ? delivery.deliverTimeZone : '',
    draftPath: DRAFT_PATHS[mode],
  };
}

/** The personalise step's answer priced from the card's own lists (design fee, letter price, extra). */
export function personalChoiceOf(
  choices: ProductChoices,
  amount: { amount: number; qty: number },
  personal: { values: PersonaliseFormValues; image: { url: string } },
): PersonalChoice {
  const { product } = choices;
  const templateId = Number(personal.values.templateId) || 0;
  const design = choices.templates
    .find((template) => template.templateId === templateId)
    ?.images.find((image) => image.itemCode === product.itemCode);
  const letter = choices.letterTypes.find((item) => String(item.letterTypeId) === personal.values.letterTypeId);
  const extra = choices.extras.find((item) => item.extraItemCode === personal.values.extraItemCode);
  return {
    amount: amount.amount,
    qty: amount.qty,
    templateId: design ? templateId : 0,
    templateUrl: design?.imageUrl ?? '',
    cardMadeFee: design ? design.cardMadeFee : product.cardMadeFee,
    isPercentageCardFee: design ? design.isPercentageCardFee : product.isPercentageCardFee,
    message: personal.values.message,
    message2: personal.values.message2,
    personalImageUrl: personal.image.url,
    letterTypeId: letter ? letter.letterTypeId : null,
    letterPrice: letter ? letter.price : 0,
    extra: extra
      ? {
          extraItemCode: extra.extraItemCode,
          extraProductName: extra.extraProductName,
          extraProductAmount: extra.extraProductAmount,
          extraItemImgUrl: extra.extraItemImgUrl,
        }
      : null,
  };
}
