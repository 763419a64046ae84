import { shopApi, type ApiResult } from '@shop/api-client';
import {
  getBankInfo,
  getKybUserInfo,
  kybSubmit,
  updateKybUser,
  uploadResource,
  type KybUserInfo,
  type RequestOf,
  type ResponseOf,
} from '@shop/contracts';

/** The KYB session's credentials every dossier call carries (its own token, not the shop's). */
export interface KybCredentials {
  kybToken: string;
  custId: string;
}

export type KybInfoType = 0 | 1 | 2;
export type KybUpdate = RequestOf<typeof updateKybUser>;
export type BankPrefill = ResponseOf<typeof getBankInfo>;

/**
 * The dossier's state and the parts of one type: 0 company (company, embargo, bank), 1 legal representatives,
 * 2 shareholders.
 */
export function fetchKybInfo(credentials: KybCredentials, type: KybInfoType): Promise<ApiResult<KybUserInfo>> {
  return shopApi().call(getKybUserInfo, { ...credentials, type });
}

/** Saves one tab as a draft; answers that type's info as stored. */
export function saveKybTab(update: KybUpdate): Promise<ApiResult<KybUserInfo>> {
  return shopApi().call(updateKybUser, update);
}

/** The bank tab's values (saved, else prefilled) and the 10-euro verification transfer to make. */
export function fetchBankPrefill(credentials: KybCredentials): Promise<ApiResult<BankPrefill>> {
  return shopApi().call(getBankInfo, credentials);
}

export function submitKybDossier(credentials: KybCredentials): Promise<ApiResult<ResponseOf<typeof kybSubmit>>> {
  return shopApi().call(kybSubmit, credentials);
}

/** Stores an ID card or passport (a PDF, base64) for a person of the dossier. */
export function uploadKybDocument(
  fileName: string,
  base64: string,
): Promise<ApiResult<ResponseOf<typeof uploadResource>>> {
  return shopApi().call(uploadResource, {
    fileFormat: 'pdf',
    resourceContent: base64,
    purpose: 'kybDocument',
    fileName,
  });
}
