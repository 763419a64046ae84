import {
  XLSX_CONTENT_TYPE,
  downloadSalesmanCommission,
  getSalesmanCommission,
  type FileAnswer,
  type ResponseOf,
} from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import type { Call } from '../services';
import { askedSalesman, callingSalesman } from './salesman-access';
import { commissionSheet } from './commission-sheet';

export type CommissionStatement = ResponseOf<typeof getSalesmanCommission>;

/** [first instant of the month, first instant of the next) in UTC (decision 0036). */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, monthNo] = month.split('-').map(Number);
  return { from: new Date(Date.UTC(year, monthNo - 1, 1)), to: new Date(Date.UTC(year, monthNo, 1)) };
}

const companyOf = (info: Record<string, unknown> | null) =>
  typeof info?.companyName === 'string' ? info.companyName : '';

/** A salesman's (or, for an admin, the asked salesman's) orders of a month, their amounts and commission. */
export async function commissionStatement(
  call: Call<{ month: string; salesmanId: string }>,
): Promise<CommissionStatement> {
  const caller = await callingSalesman(call);
  const { input, unit, services } = call;
  const salesmanAccountId = askedSalesman(caller, input.salesmanId, true) as number;
  const salesman = salesmanAccountId === caller.id ? caller : await services.members.account(salesmanAccountId);
  if (!salesman || salesman.custType !== 'S' || salesman.buId !== unit.buId) throw new ApiFailure('NOT_FOUND');
  const { from, to } = monthRange(input.month);
  const rows = await services.salesmen.statement(salesman.id, from, to);
  const orders = rows.map((row) => ({
    orderNo: row.orderNo,
    createdAt: row.createdAt.toISOString(),
    custId: String(row.customerAccountId),
    companyName: companyOf(row.companyInfo) || row.customerName,
    status: row.status,
    isPaid: row.status === '09',
    orderAmtTot: row.totalAmount,
    commissionAmount: row.commissionAmount,
  }));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    month: input.month,
    salesmanId: String(salesman.id),
    salesmanName: `${salesman.firstName} ${salesman.lastName}`.trim(),
    currency: unit.currency,
    orders,
    orderCount: orders.length,
    orderAmount: sum(orders.map((order) => order.orderAmtTot)),
    commissionAmount: sum(orders.map((order) => order.commissionAmount)),
    earnedCommissionAmount: sum(orders.filter((order) => order.isPaid).map((order) => order.commissionAmount)),
  };
}

export const getSalesmanCommissionHandler = handler(getSalesmanCommission, commissionStatement);

export const downloadSalesmanCommissionHandler = handler(
  downloadSalesmanCommission,
  async (call): Promise<FileAnswer> => {
    const statement = await commissionStatement(call);
    return {
      filename: `commission-${statement.month}-${statement.salesmanId}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      content: commissionSheet(statement, call.language, call.unit.decimalDigits),
    };
  },
);
