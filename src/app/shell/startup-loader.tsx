import { useEffect, useState } from 'react';
import { FullScreenLoader } from '@/components/full-screen-loader';

const FADE_AFTER_MS = 200;
const FADE_DURATION_MS = 200;

/** The page shell's loading spinner: fades out about 200 ms after the app mounts, then leaves. */
export function StartupLoader() {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>('shown');
  useEffect(() => {
    const fade = setTimeout(() => setPhase('fading'), FADE_AFTER_MS);
    const remove = setTimeout(() => setPhase('gone'), FADE_AFTER_MS + FADE_DURATION_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, []);
  return phase === 'gone' ? null : <FullScreenLoader fading={phase === 'fading'} />;
}
