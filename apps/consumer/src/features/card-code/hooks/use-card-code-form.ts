import { useForm } from 'react-hook-form';
import { validationResolver } from '@shop/ui';
import { couponEntrySchema } from '@shop/validation';
import { EMPTY_CARD_CODE, type CardCode } from '../card-code';

/** The form of a gift card's number and PIN, checked with the shared coupon entry rules. */
export function useCardCodeForm() {
  return useForm<CardCode>({ defaultValues: EMPTY_CARD_CODE, resolver: validationResolver(couponEntrySchema) });
}
