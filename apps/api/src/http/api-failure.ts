import { API_ERRORS, apiError, type ApiError, type ApiErrorName, type FieldIssue } from '@shop/contracts';

/** A failure the caller should see: an HTTP status and an error of the catalogue. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly error: ApiError;

  /** `override` is for failures the framework reports (its status, its message) under a catalogue code. */
  constructor(name: ApiErrorName, issues?: FieldIssue[], override: { status?: number; message?: string } = {}) {
    super(override.message ?? API_ERRORS[name].message);
    this.status = override.status ?? API_ERRORS[name].status;
    this.error = apiError(name, issues);
    if (override.message !== undefined) this.error.message = override.message;
  }
}

/** A bad request naming the fields and what is wrong with each. */
export function invalidRequest(issues: FieldIssue[]): ApiFailure {
  const failure = new ApiFailure('INVALID_REQUEST', issues);
  const detail = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ');
  failure.error.message = `${API_ERRORS.INVALID_REQUEST.message}: ${detail}`;
  return failure;
}
