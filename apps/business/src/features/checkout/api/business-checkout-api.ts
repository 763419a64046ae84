import { shopApi, type ApiResult, type CallOptions } from '@shop/api-client';
import type { OrderSource } from '@shop/checkout/react';
import {
  getMemberPreviousFile,
  getMemberProfile,
  getMemberWallet,
  getPaymentMeans,
  getQuotationDetail,
  orderLargeOrderFile,
  orderQuotation,
  quoteOrder,
  type MemberProfile,
  type RequestOf,
  type ResponseOf,
} from '@shop/contracts';
import type { InvoiceAddress } from '@shop/validation';

// The business checkout's calls, through the page's one API client. Placing the order itself (confirmation,
// payment) is @shop/checkout/react's; the sources below create the order of a file or a quotation.

export type PaymentMeans = ResponseOf<typeof getPaymentMeans>;
export type QuotationDetail = ResponseOf<typeof getQuotationDetail>;
export type QuotedOrder = ResponseOf<typeof quoteOrder>;
export type PreviousFile = ResponseOf<typeof getMemberPreviousFile>['files'][number];

export const fetchPaymentMeans = (): Promise<ApiResult<PaymentMeans>> => shopApi().call(getPaymentMeans, {});

export const fetchWalletBalance = async (custId: string): Promise<ApiResult<number>> => {
  const result = await shopApi().call(getMemberWallet, { custId });
  return result.ok ? { ok: true, status: 200, data: result.data.balance } : result;
};

export const fetchProfile = (custId: string): Promise<ApiResult<MemberProfile>> =>
  shopApi().call(getMemberProfile, { custId });

export const fetchQuotation = (custId: string, orderNo: string): Promise<ApiResult<QuotationDetail>> =>
  shopApi().call(getQuotationDetail, { custId, orderNo });

export const requestQuotation = (
  input: RequestOf<typeof quoteOrder>,
  options: CallOptions,
): Promise<ApiResult<QuotedOrder>> => shopApi().call(quoteOrder, input, options);

/** The most previous-file pages read to find a file (20 a page): a file checked long ago is ordered from the list. */
const PREVIOUS_FILE_PAGES_MAX = 10;

/** One of the member's checked large-order files, found in their previous files (null: not theirs, or gone). */
export async function findPreviousFile(custId: string, fileId: string): Promise<ApiResult<PreviousFile | null>> {
  for (let page = 1; page <= PREVIOUS_FILE_PAGES_MAX; page += 1) {
    const result = await shopApi().call(getMemberPreviousFile, { custId, page });
    if (!result.ok) return result;
    const found = result.data.files.find((file) => file.fileId === fileId);
    if (found) return { ok: true, status: 200, data: found };
    if (page * result.data.files.length >= result.data.totalCount || result.data.files.length === 0) break;
  }
  return { ok: true, status: 200, data: null };
}

/** The order of a checked file's valid rows (orderLargeOrderFile): a file is ordered once. */
export function fileOrderSource(custId: string, fileId: string, invoice: InvoiceAddress): OrderSource {
  return {
    signature: JSON.stringify({ fileId, invoice }),
    create: (options) => shopApi().call(orderLargeOrderFile, { custId, fileId, ...invoice }, options),
  };
}

/** The order of a quotation at its quoted prices (orderQuotation): a quotation is ordered once. */
export function quotationOrderSource(custId: string, orderNo: string, invoice: InvoiceAddress): OrderSource {
  return {
    signature: JSON.stringify({ quotation: orderNo, invoice }),
    create: (options) => shopApi().call(orderQuotation, { custId, orderNo, ...invoice }, options),
  };
}
