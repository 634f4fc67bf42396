// Fills a store: the contract's examples first, then the population, all from one fixed seed.
import { seededRandom } from '../rules.ts';
import { State } from '../state.ts';
import { seedAdvertisements } from './advertisements.ts';
import { seedAudit } from './audit.ts';
import { seedMessages, seedMissions, seedRewardCatalogue, seedRewards } from './catalogue.ts';
import { seedExamples } from './examples.ts';
import { seedPopulation } from './population.ts';
import { seedSavedViews } from './saved-views.ts';
import { seedScans } from './scans.ts';

export interface SeedOptions {
  /** Members beyond the contract's examples. */
  members: number;
  seed: number;
  /** Broadcast messages in all, the contract's examples included (default 300). */
  messages?: number;
}

/** The day the seeded data is dated from (missions due, messages sent, visits made). */
export const REFERENCE_DATE = new Date('2026-11-22T12:00:00.000Z');

export function seedState({ members, seed, messages }: SeedOptions): State {
  const state = new State();
  const random = seededRandom(seed);
  seedExamples(state);
  seedMissions(state, random, REFERENCE_DATE);
  seedRewards(state);
  seedMessages(state, random, REFERENCE_DATE, messages);
  seedAdvertisements(state, REFERENCE_DATE);
  seedPopulation(state, members, seed, random, REFERENCE_DATE);
  seedScans(state);
  seedRewardCatalogue(state, REFERENCE_DATE);
  seedAudit(state, REFERENCE_DATE);
  seedSavedViews(state, REFERENCE_DATE);
  return state;
}
