/** The storage shape jotai's atomWithStorage accepts. */
export interface SyncStorage<T> {
  getItem: (key: string, initial: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
  subscribe: (key: string, callback: (value: T) => void, initial: T) => () => void;
}

/** A stored value that fails this check reads as the initial value instead of breaking the app. */
export type Guard<T> = (value: unknown) => value is T;

function subscribeToKey(key: string, callback: (value: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage && event.key === key) callback(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Local storage holding the raw string (the token is read by other tools as it is). */
export function rawStringStorage(): SyncStorage<string | null> {
  return {
    getItem: (key, initial) => localStorage.getItem(key) ?? initial,
    setItem: (key, value) =>
      value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value),
    removeItem: (key) => localStorage.removeItem(key),
    subscribe: (key, callback, initial) =>
      subscribeToKey(key, (value) => callback(value ?? initial)),
  };
}

/** Local storage holding JSON, validated on read: corrupt or foreign values fall back to the initial value. */
export function validatedJsonStorage<T>(isValid: Guard<T>): SyncStorage<T> {
  const parse = (raw: string | null, initial: T): T => {
    if (raw === null) return initial;
    try {
      const value: unknown = JSON.parse(raw);
      return isValid(value) ? value : initial;
    } catch {
      return initial;
    }
  };
  return {
    getItem: (key, initial) => parse(localStorage.getItem(key), initial),
    setItem: (key, value) => localStorage.setItem(key, JSON.stringify(value)),
    removeItem: (key) => localStorage.removeItem(key),
    subscribe: (key, callback, initial) =>
      subscribeToKey(key, (raw) => callback(parse(raw, initial))),
  };
}
