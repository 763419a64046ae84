import type { ProductDetail } from '@shop/contracts';
import { percentOfMinor, type CartItemInput } from '@shop/cart-engine';
import { toInternationalPhone } from '@shop/validation';
import { canSchedule, type BuyingMode, type DeliveryFormValues } from './delivery-form';
import { DRAFT_PATHS, type PersonalChoice } from './personal-choice';

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
