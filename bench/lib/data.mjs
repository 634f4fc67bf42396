// Large answers for the interaction rows, shaped by (and checked against) the contract's schemas.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { ROOT } from './servers.mjs';

const contract = parse(readFileSync(`${ROOT}openapi/openapi.yaml`, 'utf8'));
const ajv = new Ajv2020({ strict: false, validateFormats: true });
addFormats(ajv);
ajv.addSchema(contract, 'contract.json');

/** Throws unless `value` is valid for the contract's schema `name`. */
export function assertSchema(name, value) {
  const validate = ajv.getSchema(`contract.json#/components/schemas/${name}`);
  if (!validate(value))
    throw new Error(`bench data is not a valid ${name}: ${ajv.errorsText(validate.errors)}`);
  return value;
}

/** A small seeded generator: the same data on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const objectId = (prefix, index) =>
  `${prefix}${index.toString(16).padStart(24 - prefix.length, '0')}`;
const WORDS = [
  'clinic',
  'visit',
  'reward',
  'points',
  'members',
  'welcome',
  'summer',
  'offer',
  'health',
  'check',
  'dental',
  'vision',
  'weekend',
  'opening',
  'hours',
  'update',
  'thank',
  'you',
  'loyal',
  'bonus',
  'double',
  'today',
  'only',
  'booking',
  'remind',
  'annual',
  'screening',
  'free',
  'consult',
  'family',
];
const sentence = (next, length) =>
  Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');

export function broadcastMessages(count) {
  const next = random(count);
  const start = Date.UTC(2026, 10, 1);
  const messages = Array.from({ length: count }, (_, index) => ({
    _id: objectId('d', index),
    body: `${sentence(next, 6 + Math.floor(next() * 10))} #${index}`,
    createdAt: new Date(start - index * 60_000).toISOString(),
  }));
  return assertSchema('BroadcastMessageList', { messages });
}

export function joinedMissions(count, memberId) {
  const next = random(count + 7);
  const missions = Array.from({ length: count }, (_, index) => {
    const code = index % 2 ? 2 : 1;
    const visitLimit = 1 + Math.floor(next() * 10);
    return {
      _id: objectId('e', index),
      missionId: objectId('f', index),
      name: `Mission ${index + 1}: ${sentence(next, 3)}`,
      category: { name: code === 1 ? 'Visit' : 'Points', code },
      progress: Math.floor(next() * (visitLimit + 1)),
      visitLimit,
      pointsReward: 10 * (1 + Math.floor(next() * 20)),
      type: code === 2 ? 'PointBased' : 'VisitBased',
      lastVisitAt:
        index % 5 ? new Date(Date.UTC(2026, 9, 1) + index * 3_600_000).toISOString() : null,
      unassignedByAdmin: index % 17 === 0,
      userId: memberId,
    };
  });
  return assertSchema('JoinedMissionList', { missions, totalPointsEarned: 12_345 });
}

export function rewardHistory(count) {
  const next = random(count + 11);
  const history = Array.from({ length: count }, (_, index) => ({
    _id: objectId('a', index),
    name: `Reward ${index + 1}: ${sentence(next, 2)}`,
    pointsUsed: 50 * (1 + Math.floor(next() * 10)),
    code: `LC-${(100000 + index).toString(36).toUpperCase()}`,
    redeemedAt: new Date(Date.UTC(2026, 10, 1) - index * 86_400_000).toISOString(),
  }));
  return assertSchema('RewardHistory', { history });
}
