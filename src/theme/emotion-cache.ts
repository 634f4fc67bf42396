import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * The CSP nonce the server put on the page, if any. Emotion adds it to the styles it writes; the
 * DataGrid needs it passed too, for the style element of its CSS variables.
 */
export function cspNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};

/** One emotion cache per direction; the right-to-left one mirrors every style (margins, borders, positions). */
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  caches[direction] ??= createCache({
    key: direction === 'rtl' ? 'mui-rtl' : 'mui',
    nonce: cspNonce(),
    stylisPlugins: direction === 'rtl' ? [prefixer, rtlPlugin] : [prefixer],
  });
  return caches[direction];
}
