import { CORE_API_ERRORS, type ApiError, type FieldIssue } from './errors';
import { BUSINESS_ACCOUNT_API_ERRORS } from './business-account-errors';
import { FILE_API_ERRORS } from './file-errors';
import { KYB_API_ERRORS } from './kyb-errors';
import { MONEY_API_ERRORS } from './money-errors';

function catalogue<A extends object, B extends object>(first: A, second: B): A & B {
  return { ...first, ...second };
}

/** Every error the API answers with. Marked pure so a bundle that does not use it keeps neither part. */
export const API_ERRORS = /*#__PURE__*/ catalogue(
  CORE_API_ERRORS,
  /*#__PURE__*/ catalogue(
    MONEY_API_ERRORS,
    /*#__PURE__*/ catalogue(FILE_API_ERRORS, /*#__PURE__*/ catalogue(BUSINESS_ACCOUNT_API_ERRORS, KYB_API_ERRORS)),
  ),
);

export type ApiErrorName = keyof typeof API_ERRORS;

export function apiError(name: ApiErrorName, issues?: FieldIssue[]): ApiError {
  const { code, message } = API_ERRORS[name];
  return issues ? { code, message, issues } : { code, message };
}
