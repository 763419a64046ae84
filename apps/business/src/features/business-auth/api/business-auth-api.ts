import { shopApi, type ApiResult } from '@shop/api-client';
import {
  b2bConfirmRegister,
  b2bConfirmToken,
  b2bLogin,
  b2bRegister,
  b2bRegisterAccount,
  b2bResendToken,
  getCountryCodes,
  queryAddressInfo,
  uploadResource,
  type RequestOf,
  type ResponseOf,
} from '@shop/contracts';

// The business sign-in and registration calls (spec 2 Authentication and Registration).

export type CompanyFound = ResponseOf<typeof b2bRegister>['companyList'][number];
export type RegisterAccountRequest = RequestOf<typeof b2bRegisterAccount>;

export const signInAsBusiness = (input: RequestOf<typeof b2bLogin>) => shopApi().call(b2bLogin, input);
export const queryCompanies = (input: RequestOf<typeof b2bRegister>) => shopApi().call(b2bRegister, input);
export const registerBusinessAccount = (input: RegisterAccountRequest) => shopApi().call(b2bRegisterAccount, input);
export const confirmBusinessCode = (input: RequestOf<typeof b2bConfirmToken>) => shopApi().call(b2bConfirmToken, input);
export const resendBusinessCode = (tempId: string) => shopApi().call(b2bResendToken, { tempId });
export const completeBusinessRegistration = (input: RequestOf<typeof b2bConfirmRegister>) =>
  shopApi().call(b2bConfirmRegister, input);
export const citiesOfZipCode = (zipCode: string) => shopApi().call(queryAddressInfo, { zipCode });
export const countryCodes = () => shopApi().call(getCountryCodes, {});

/** Stores the KBIS or ID document (a businessDocument: jpg, jpeg, png or pdf, at most 2 MB). */
export function uploadBusinessDocument(
  fileName: string,
  fileFormat: string,
  base64: string,
): Promise<ApiResult<ResponseOf<typeof uploadResource>>> {
  return shopApi().call(uploadResource, {
    fileFormat,
    resourceContent: base64,
    purpose: 'businessDocument',
    fileName,
  });
}
