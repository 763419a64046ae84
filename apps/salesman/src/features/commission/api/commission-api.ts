import { shopApi, type ApiResult } from '@shop/api-client';
import {
  downloadSalesmanCommission,
  getSalesmanCommission,
  type DownloadedFile,
  type ResponseOf,
} from '@shop/contracts';

export type CommissionStatement = ResponseOf<typeof getSalesmanCommission>;

/** The signed-in salesman's statement of one month ('YYYY-MM'). */
export const fetchCommission = (month: string): Promise<ApiResult<CommissionStatement>> =>
  shopApi().call(getSalesmanCommission, { month });

/** The same statement as an xlsx file. */
export const downloadCommission = (month: string): Promise<ApiResult<DownloadedFile>> =>
  shopApi().download(downloadSalesmanCommission, { month });
