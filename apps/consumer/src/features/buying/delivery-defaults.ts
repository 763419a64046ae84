import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';
import type { DeliveryFormValues } from './delivery-form';

// The phone metadata is large: only the delivery step's chunk (and phone credit's) loads this module.

/** The calling code of the unit's country ('971' for AE); '' for a code the phone metadata lacks. */
export function callingCodeOf(countryCode: string): string {
  try {
    return getCountryCallingCode(countryCode as CountryCode);
  } catch {
    return '';
  }
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
