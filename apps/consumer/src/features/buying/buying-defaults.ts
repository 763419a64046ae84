import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';
import type { DeliveryFormValues } from './delivery-form';
import type { PersonaliseResult } from './components/PersonaliseStep';
import type { ProductChoices } from '../product/api/product-api';

/** The calling code of the unit's country ('971' for AE); '' for a code the phone metadata lacks. */
export function callingCodeOf(countryCode: string): string {
  try {
    return getCountryCallingCode(countryCode as CountryCode);
  } catch {
    return '';
  }
}

/** The personalise step before the buyer chose: the first design, no letter (unless one is needed), no extra. */
export function initialPersonalisation(choices: ProductChoices, physical: boolean): PersonaliseResult {
  const firstLetter = choices.letterTypes[0];
  return {
    values: {
      templateId: choices.templates[0] ? String(choices.templates[0].templateId) : '',
      message: '',
      message2: '',
      letterTypeId: physical && choices.product.letterRequired && firstLetter ? String(firstLetter.letterTypeId) : '',
      extraItemCode: '',
    },
    image: { url: '', preview: '', fileName: '' },
  };
}

/** The delivery step before the buyer chose: the sender's name when signed in, the unit's country. */
export function initialDelivery({
  senderName,
  countryCode,
  timeZone,
}: {
  senderName: string;
  countryCode: string;
  timeZone: string;
}): DeliveryFormValues {
  return {
    deliverType: 'Email',
    senderName,
    senderEmail: '',
    receiverName: '',
    receiverEmail: '',
    receiverPhone: { areaCode: callingCodeOf(countryCode), number: '' },
    receiverCivility: '1',
    receiverFirstName: '',
    receiverLastName: '',
    receiverAddress: '',
    receiverAddress2: '',
    receiverCity: '',
    receiverZipCode: '',
    receiverCountryCode: countryCode,
    when: 'now',
    deliverDate: '',
    deliverTimeZone: timeZone,
  };
}
