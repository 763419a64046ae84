import type { ApiResult } from '@shop/api-client';
import { listAuditLog, listOperators, type ResponseOf } from '@shop/contracts';
import { operatorApi } from '../../../shared/operator-api';

// The append-only audit log of every operator action (administrators only), and who the operators are.

export type AuditPage = ResponseOf<typeof listAuditLog>;
/** A page of the log and its filters ('' or 0: any). */
export interface AuditQuery {
  page: number;
  buId: string;
  operatorId: number;
  action: string;
}
export type OperatorList = ResponseOf<typeof listOperators>;

export const fetchAuditLog = (query: AuditQuery): Promise<ApiResult<AuditPage>> =>
  operatorApi().call(listAuditLog, query);

export const fetchOperators = (): Promise<ApiResult<OperatorList>> => operatorApi().call(listOperators, {});
