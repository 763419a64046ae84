import type { CompanyInfo, MemberProfile } from '@shop/contracts';
import type { CompanyAddressFormValues, ConsumerProfileFormValues, ContactFormValues } from '@shop/validation';
import type { PhoneInput } from '@shop/validation';
import { phoneToForm, phoneToWire } from '../address-fields/address-values';

export function consumerFormValues(profile: MemberProfile): ConsumerProfileFormValues {
  return { firstName: profile.firstName, lastName: profile.lastName, isSubscription: profile.isSubscription };
}

/** A business member's contact: civility as the select's text. */
export interface ContactValues extends Omit<ContactFormValues, 'civillity'> {
  civillity: string;
}

export function contactFormValues(profile: MemberProfile): ContactValues {
  return { civillity: String(profile.civillity), firstName: profile.firstName, lastName: profile.lastName };
}

export function contactChanges(values: ContactValues) {
  return {
    civillity: Number(values.civillity) as MemberProfile['civillity'],
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
}

/** The company section as its form holds it: the phone split, the head count as text. */
export interface CompanyValues {
  companyName: string;
  commercialName: string;
  sirenNumber: string;
  vatNumber: string;
  companyPhone: PhoneInput;
  numberOfEmployees: string;
  accountCategory: string;
  societyType: string;
  isContactWithStore: boolean;
}

const EMPTY_COMPANY: CompanyInfo = {
  accountCategory: '',
  companyName: '',
  commercialName: '',
  sirenNumber: '',
  vatNumber: '',
  companyPhoneNumber: '',
  societyType: '',
  city: '',
  country: '',
  firstAddress: '',
  secondAddress: '',
  zipCode: '',
  numberOfEmployees: 0,
  isContactWithStore: false,
};

export function companyFormValues(company: CompanyInfo | null, fallbackAreaCode: string): CompanyValues {
  const current = company ?? EMPTY_COMPANY;
  return {
    companyName: current.companyName,
    commercialName: current.commercialName,
    sirenNumber: current.sirenNumber,
    vatNumber: current.vatNumber,
    companyPhone: phoneToForm(current.companyPhoneNumber, fallbackAreaCode),
    numberOfEmployees: company ? String(current.numberOfEmployees) : '',
    accountCategory: current.accountCategory,
    societyType: current.societyType,
    isContactWithStore: current.isContactWithStore,
  };
}

/** The company and its address are one object on the wire: each section sends it whole. */
export function companyWithDetails(company: CompanyInfo | null, values: CompanyValues): CompanyInfo {
  return {
    ...(company ?? EMPTY_COMPANY),
    companyName: values.companyName.trim(),
    commercialName: values.commercialName.trim(),
    sirenNumber: values.sirenNumber.trim(),
    vatNumber: values.vatNumber.trim(),
    companyPhoneNumber: phoneToWire(values.companyPhone),
    numberOfEmployees: values.numberOfEmployees.trim() === '' ? 0 : Number(values.numberOfEmployees),
    accountCategory: values.accountCategory,
    societyType: values.societyType,
    isContactWithStore: values.isContactWithStore,
  };
}

export function companyAddressFormValues(
  company: CompanyInfo | null,
  defaultCountry: string,
): CompanyAddressFormValues {
  return {
    firstAddress: company?.firstAddress ?? '',
    secondAddress: company?.secondAddress ?? '',
    zipCode: company?.zipCode ?? '',
    city: company?.city ?? '',
    country: company?.country || defaultCountry,
  };
}

export function companyWithAddress(company: CompanyInfo, values: CompanyAddressFormValues): CompanyInfo {
  return {
    ...company,
    firstAddress: values.firstAddress.trim(),
    secondAddress: values.secondAddress.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    country: values.country,
  };
}
