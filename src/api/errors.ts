/**
 * The one error type of the /v1 API. Every non-2xx answer is shaped from an ApiError in one
 * place (the router's onError), as the envelope of spec section 7:
 * {"error": {"code", "message", "request_id", ...}}.
 */
export type ErrorCode =
  | 'missing_param' | 'invalid_param' | 'not_found' | 'method_not_allowed' | 'unsupported_location'
  | 'unauthorized' | 'trial_exhausted' | 'rate_limited' | 'internal_error'
  // GET /v1/health only (outside the catalog): the key store does not answer.
  | 'service_unavailable'
  // Transport-level refusals (the Node server answers these before the router can):
  | 'bad_request' | 'uri_too_long' | 'headers_too_large';

export interface ParamProblem {
  param: string;
  problem: string;
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const missingParam = (param: string): ApiError =>
  new ApiError(400, 'missing_param', `missing required parameter ${param}`, { details: [{ param, problem: 'is required' }] });

export const invalidParam = (param: string, problem: string): ApiError =>
  new ApiError(400, 'invalid_param', `invalid parameter ${param}: ${problem}`, { details: [{ param, problem }] });

/** Several parameter problems at once: missing ones win the code. */
export function paramErrors(problems: (ParamProblem & { missing: boolean })[]): ApiError {
  const code: ErrorCode = problems.some((p) => p.missing) ? 'missing_param' : 'invalid_param';
  const message = problems
    .map((p) => (p.missing ? `missing required parameter ${p.param}` : `invalid parameter ${p.param}: ${p.problem}`))
    .join('; ');
  return new ApiError(400, code, message, { details: problems.map(({ param, problem }) => ({ param, problem })) });
}

export const notFound = (what: string): ApiError => new ApiError(404, 'not_found', what);

export const unsupportedLocation = (message: string): ApiError => new ApiError(422, 'unsupported_location', message);
