import { useCallback, useState } from 'react';

export type Banner = { id: number; kind: 'success' | 'error'; text: string };

/** The screen's one banner: a new message replaces the shown one (and restarts its 3 s). */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const show = useCallback(
    (kind: Banner['kind'], text: string) =>
      setBanner((current) => ({ id: (current?.id ?? 0) + 1, kind, text })),
    [],
  );
  const dismiss = useCallback(() => setBanner(null), []);
  return { banner, show, dismiss };
}
