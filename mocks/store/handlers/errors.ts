// The failures the store answers, in the contract's `{error, message?}` shape.
export const fail = <S extends 400 | 401 | 403 | 404 | 409 | 500>(
  status: S,
  error: string,
  message?: string,
) => ({ status, body: message === undefined ? { error } : { error, message } });

export const ok = <B>(body: B) => ({ status: 200 as const, body });
