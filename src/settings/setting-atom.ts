import { atomWithStorage } from 'jotai/utils';
import { rawStringStorage } from '@/lib/local-storage';

/**
 * A setting kept in local storage as plain text under `key`. A missing, foreign or corrupt
 * stored value reads as the default, so a bad value can never break the app.
 */
export function settingAtom<T extends string>(key: string, allowed: readonly T[], fallback: T) {
  const isAllowed = (value: string | null): value is T =>
    value !== null && (allowed as readonly string[]).includes(value);
  const raw = rawStringStorage();
  return atomWithStorage<T>(
    key,
    fallback,
    {
      getItem: (storageKey, initial) => {
        const stored = raw.getItem(storageKey, null);
        return isAllowed(stored) ? stored : initial;
      },
      setItem: (storageKey, value) => raw.setItem(storageKey, value),
      removeItem: (storageKey) => raw.removeItem(storageKey),
      subscribe: (storageKey, callback, initial) =>
        raw.subscribe(storageKey, (stored) => callback(isAllowed(stored) ? stored : initial), null),
    },
    { getOnInit: true },
  );
}

/** A yes/no setting stored as `true` / `false`. */
export function booleanSettingAtom(key: string, fallback: boolean) {
  return settingAtom<'true' | 'false'>(key, ['true', 'false'], fallback ? 'true' : 'false');
}
