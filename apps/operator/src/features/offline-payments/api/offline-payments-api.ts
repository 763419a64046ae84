import type { ApiResult } from '@shop/api-client';
import {
  cancelOfflinePaymentOrder,
  confirmOfflinePaymentOrder,
  getOfflinePaymentOrders,
  getOfflinePaymentReceipt,
  type DownloadedFile,
  type ResponseOf,
} from '@shop/contracts';
import { operatorApi } from '../../../shared/operator-api';

// Orders of a unit waiting for a bank transfer (03) or a bank check (05), and what a reviewer does with them.

export type OfflinePaymentOrders = ResponseOf<typeof getOfflinePaymentOrders>;
export type ConfirmedPayment = ResponseOf<typeof confirmOfflinePaymentOrder>;
export type CancelledOrder = ResponseOf<typeof cancelOfflinePaymentOrder>;

export const fetchOfflinePaymentOrders = (buId: string): Promise<ApiResult<OfflinePaymentOrders>> =>
  operatorApi().call(getOfflinePaymentOrders, { buId });

export const fetchReceipt = (buId: string, orderNo: string): Promise<ApiResult<DownloadedFile>> =>
  operatorApi().download(getOfflinePaymentReceipt, { buId, orderNo });

export const confirmPayment = (buId: string, orderNo: string): Promise<ApiResult<ConfirmedPayment>> =>
  operatorApi().call(confirmOfflinePaymentOrder, { buId, orderNo });

export const cancelOrder = (buId: string, orderNo: string): Promise<ApiResult<CancelledOrder>> =>
  operatorApi().call(cancelOfflinePaymentOrder, { buId, orderNo });
