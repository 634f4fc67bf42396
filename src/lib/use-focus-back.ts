import { useEffect, useRef } from 'react';

/**
 * For a button disabled while its work runs (an export): the browser drops the keyboard's focus
 * to the page when it is disabled, and the admin would start again from the top. Once the work
 * ends, the focus goes back to the button, unless something else (an error dialog, a click
 * elsewhere) took it meanwhile. Returns the button's ref.
 */
export function useFocusBack<T extends HTMLElement = HTMLButtonElement>(busy: boolean) {
  const ref = useRef<T>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body) ref.current?.focus();
  }, [busy]);
  return ref;
}
