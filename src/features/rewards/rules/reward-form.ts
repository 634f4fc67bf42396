/** The reward form: its fields, its rules (zod) and what it sends. */
import type { components } from '@generated/api';
import * as z from 'zod/mini';
import { toMultipart } from '@/lib/multipart';

export type RewardOverview = components['schemas']['RewardOverview'];

export const NAME_MAX_LENGTH = 80;
export const DESCRIPTION_MAX_LENGTH = 500;
export const POINTS_MAX = 1_000_000;

export type RewardForm = {
  name: string;
  description: string;
  pointsRequired: string;
  active: boolean;
  /** A new picture picked in the form (checked by the picture field itself). */
  image: File | null;
};

export const EMPTY_REWARD: RewardForm = {
  name: '',
  description: '',
  pointsRequired: '',
  active: true,
  image: null,
};

export const rewardFormOf = (reward: RewardOverview): RewardForm => ({
  name: reward.name,
  description: reward.description,
  pointsRequired: String(reward.pointsRequired),
  active: reward.active,
  image: null,
});

const message = (key: string) => `rewards:errors.${key}`;
const count = (text: string) => Array.from(text).length;

/** A whole number written with digits only, or NaN. */
export const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text.trim()) : NaN);

export const rewardSchema = z.object({
  name: z.string().check(
    z.refine((t) => t.trim() !== '', { error: message('nameRequired'), abort: true }),
    z.refine((t) => count(t.trim()) <= NAME_MAX_LENGTH, message('nameTooLong')),
  ),
  description: z
    .string()
    .check(
      z.refine((t) => count(t.trim()) <= DESCRIPTION_MAX_LENGTH, message('descriptionTooLong')),
    ),
  pointsRequired: z
    .string()
    .check(z.refine((t) => whole(t) >= 1 && whole(t) <= POINTS_MAX, message('points'))),
  active: z.boolean(),
  image: z.nullable(z.instanceof(File)),
});

/** The multipart form a create or update sends (a picture only when a new one was picked). */
export function rewardMultipart(form: RewardForm): FormData {
  return toMultipart({
    name: form.name.trim(),
    description: form.description.trim(),
    pointsRequired: whole(form.pointsRequired),
    active: form.active,
    image: form.image,
  });
}

/** The fields as typed for the contract (the picture travels in the multipart form only). */
export const rewardFields = (form: RewardForm) => ({
  name: form.name.trim(),
  description: form.description.trim(),
  pointsRequired: whole(form.pointsRequired),
  active: form.active,
});
