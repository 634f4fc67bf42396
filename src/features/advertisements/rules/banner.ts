/** The member app shows banners 2:1 (1200 × 600 px and up look sharp); other images are cropped. */
export const BANNER_RATIO = { width: 2, height: 1 } as const;
export const BANNER_SIZE = { width: 1200, height: 600 } as const;
export const BANNER_ASPECT = `${BANNER_RATIO.width} / ${BANNER_RATIO.height}`;
