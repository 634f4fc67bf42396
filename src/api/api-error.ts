import type { TFunction } from 'i18next';

/** Every failed call, normalised: the HTTP status (0 when the server could not be reached) and the server's texts. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The server's `error` text, when it sent one. */
    readonly error: string | undefined,
    message?: string,
    /** The answer's whole JSON body (a 412 carries the record as it is now). */
    readonly body?: unknown,
    /** How many seconds the server asks to wait before trying again (a 429's `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message ?? error ?? (status === 0 ? 'Network error' : `HTTP ${status}`));
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    return new ApiError(
      response.status,
      textField(body, 'error') ?? textField(body, 'title'),
      textField(body, 'message'),
      body,
      secondsOf(response.headers.get('retry-after')),
    );
  }
}

/** `Retry-After` in seconds (the form the contract declares), else undefined. */
function secondsOf(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

function textField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** The server's `error` text, else the fallback the specification gives for that failure. */
export function serverErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.error ? error.error : fallback;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError;
}

/**
 * The text an admin reads when a call failed: for a lost connection the network message (the
 * `common` namespace's, or `networkKey` where the specification words it for the screen), else
 * the server's `error` text, else the screen's own text for that failure (`fallbackKey`).
 */
export function errorText(
  error: unknown,
  t: TFunction,
  fallbackKey: string,
  networkKey = 'common:error.network',
): string {
  return isNetworkError(error) ? t(networkKey) : serverErrorText(error, t(fallbackKey));
}
