import type { ProductChoices } from '../product/api/product-api';
import type { PersonaliseFormValues } from './personalise-form';

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
