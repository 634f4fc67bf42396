import * as z from 'zod/mini';
import { isLanguageCode } from '@/i18n/languages';
import { ANIMATIONS, LAYOUTS, NAVBARS, THEMES } from '@/settings/settings-atoms';

/** The appearance settings: each one of the specification's values (§3). */
export const settingsSchema = z.object({
  theme: z.enum(THEMES),
  language: z.string().check(z.refine(isLanguageCode)),
  layout: z.enum(LAYOUTS),
  navbar: z.enum(NAVBARS),
  animation: z.enum(ANIMATIONS),
  semidark: z.boolean(),
});

export type Settings = z.output<typeof settingsSchema>;
