import { CORE_API_ERRORS, type ApiError, type FieldIssue } from './errors';
import { BUSINESS_ACCOUNT_API_ERRORS } from './business-account-errors';
import { FILE_API_ERRORS } from './file-errors';
import { KYB_API_ERRORS } from './kyb-errors';
import { MONEY_API_ERRORS } from './money-errors';
import { SALESMAN_API_ERRORS } from './salesman-errors';
import { OPERATOR_API_ERRORS } from './operator-errors';
import { BACK_OFFICE_API_ERRORS } from './back-office-errors';

type Merged<T extends readonly object[]> = T extends readonly [infer Head, ...infer Rest extends readonly object[]]
  ? Head & Merged<Rest>
  : unknown;

function catalogue<T extends readonly object[]>(...parts: T): Merged<T> {
  return Object.assign({}, ...parts) as Merged<T>;
}

/** Every error the API answers with. Marked pure so a bundle that does not use it keeps neither part. */
export const API_ERRORS = /*#__PURE__*/ catalogue(
  CORE_API_ERRORS,
  MONEY_API_ERRORS,
  FILE_API_ERRORS,
  BUSINESS_ACCOUNT_API_ERRORS,
  KYB_API_ERRORS,
  SALESMAN_API_ERRORS,
  OPERATOR_API_ERRORS,
  BACK_OFFICE_API_ERRORS,
);

export type ApiErrorName = keyof typeof API_ERRORS;

export function apiError(name: ApiErrorName, issues?: FieldIssue[]): ApiError {
  const { code, message } = API_ERRORS[name];
  return issues ? { code, message, issues } : { code, message };
}
