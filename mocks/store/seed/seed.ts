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
import { REFERENCE_DATE, moveHistory } from './today.ts';

export interface SeedOptions {
  /** Members beyond the contract's examples. */
  members: number;
  seed: number;
  /** Broadcast messages in all, the contract's examples included (default 300). */
  messages?: number;
  /**
   * When the seeded history ends (today.ts `historyEnd`: the day the back end starts); default
   * REFERENCE_DATE, the day the seed is written for.
   */
  until?: Date;
}

export function seedState({ members, seed, messages, until }: SeedOptions): State {
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
  if (until) moveHistory(state, until);
  seedSavedViews(state, until ?? REFERENCE_DATE);
  return state;
}
