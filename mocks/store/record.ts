// Recording a real back end into a scenario file (`npm run mock -- --record URL --token T`), and
// loading one (`--scenario FILE`). The recorder reads what the screens list (members, missions,
// rewards, broadcast messages, banners) from the target, page by page; it keeps an answer only
// when the contract validates it (openapi-backend, the contract's own schemas) and reports every
// other by operation and path. Secrets (any token, password or secret field) are dropped; with
// `anonymise`, names, e-mails and phone numbers are replaced, the same value by the same stand-in.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import addFormats from 'ajv-formats';
import { OpenAPIBackend } from 'openapi-backend';
import { CONTRACT_PATH } from './contract.ts';
import { seedExamples } from './seed/examples.ts';
import { State } from './state.ts';
import type {
  BroadcastMessage,
  Member,
  Mission,
  Participation,
  Reward,
  StoredAdvertisement,
} from './types.ts';

export interface RecordedScenario {
  recordedFrom: string;
  recordedAt: string;
  members: Member[];
  missions: Mission[];
  /** Who joined each mission, with progress (a visit history is not recorded: see loading). */
  participations: Omit<Participation, 'visits' | 'embedded'>[];
  rewards: Reward[];
  messages: BroadcastMessage[];
  advertisements: StoredAdvertisement[];
}

export interface Refused {
  operationId: string;
  path: string;
  status: number;
  reason: string;
}

export interface Recording {
  scenario: RecordedScenario;
  refused: Refused[];
}

/** The largest page the contract allows (`limit`: 10, 20 or 50). */
const PAGE = 50;
const SECRET = /token|password|secret/i;

/** The value without any field whose name says it is a secret. */
function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSecrets) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET.test(key))
      .map(([key, item]) => [key, withoutSecrets(item)]),
  ) as T;
}

/** Replaces names, e-mails and phone numbers, the same value always by the same stand-in. */
function anonymiser() {
  const seen = new Map<string, string>();
  const stand = (kind: string, value: string | undefined, make: (n: number) => string) => {
    if (!value) return value;
    const key = `${kind}:${value}`;
    let made = seen.get(key);
    if (!made) {
      made = make(seen.size + 1);
      seen.set(key, made);
    }
    return made;
  };
  const phone = (n: number) => `+4477009${String(n).padStart(5, '0')}`;
  return (member: Member): Member => ({
    ...member,
    ...(member.fullName ? { fullName: stand('name', member.fullName, (n) => `Member ${n}`) } : {}),
    ...(member.email
      ? { email: stand('email', member.email, (n) => `member${n}@example.org`) }
      : {}),
    ...(member.phoneNumber ? { phoneNumber: stand('phone', member.phoneNumber, phone) } : {}),
    ...(member.whatsAppNumber
      ? { whatsAppNumber: stand('phone', member.whatsAppNumber, phone) }
      : {}),
  });
}

export class TargetUnreachable extends Error {}

export async function record({
  target,
  token,
  anonymise = false,
}: {
  target: string;
  token: string;
  anonymise?: boolean;
}): Promise<Recording> {
  const api = new OpenAPIBackend({
    definition: fileURLToPath(CONTRACT_PATH),
    quick: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  await api.init();
  const refused: Refused[] = [];

  /** One answer, kept only when the contract validates it. */
  const read = async (operationId: string, path: string): Promise<unknown> => {
    let answer: Response;
    try {
      answer = await fetch(new URL(path, target), {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      const cause = error instanceof Error ? (error.cause ?? error) : error;
      throw new TargetUnreachable(
        `The back end at ${target} does not answer (${String((cause as Error).message ?? cause)}); nothing was recorded`,
      );
    }
    const text = await answer.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      refused.push({ operationId, path, status: answer.status, reason: 'not JSON' });
      return undefined;
    }
    if (answer.status !== 200) {
      refused.push({ operationId, path, status: answer.status, reason: text.slice(0, 200) });
      return undefined;
    }
    const valid = api.validateResponse(body, operationId, answer.status);
    if (valid.errors?.length) {
      const reason = valid.errors.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      refused.push({ operationId, path, status: answer.status, reason });
      return undefined;
    }
    return withoutSecrets(body);
  };

  /** Every page of a paged list. */
  const pages = async <T>(operationId: string, path: string, field: string): Promise<T[]> => {
    const all: T[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await read(operationId, `${path}?page=${page}&limit=${PAGE}`)) as
        Record<string, unknown> | undefined;
      const items = body?.[field] as T[] | undefined;
      if (!items?.length) break;
      all.push(...items);
      if (all.length >= Number(body?.total ?? 0)) break;
    }
    return all;
  };

  const members = await pages<Member>('listMembers', '/api/users', 'users');
  const missions = (
    await pages<Mission & { participants?: number; completed?: number }>(
      'listMissions',
      '/api/missions',
      'missions',
    )
  ).map((overview) => {
    const mission: Mission & { participants?: number; completed?: number } = { ...overview };
    delete mission.participants;
    delete mission.completed;
    return mission as Mission;
  });
  const participations: RecordedScenario['participations'] = [];
  for (const mission of missions) {
    const rows = await pages<{
      _id: string;
      progress: number;
      lastVisitAt: string | null;
      unassignedByAdmin: boolean;
      member: { _id: string };
    }>('listMissionParticipants', `/api/missions/${mission._id}/participants`, 'participants');
    for (const row of rows)
      participations.push({
        _id: row._id,
        userId: row.member._id,
        missionId: mission._id,
        progress: row.progress,
        lastVisitAt: row.lastVisitAt,
        unassignedByAdmin: row.unassignedByAdmin,
      });
  }
  const advertisements = (
    await pages<StoredAdvertisement & { status?: string }>(
      'listAdvertisements',
      '/api/advertisements',
      'advertisements',
    )
  ).map((advertisement) => {
    const stored: StoredAdvertisement & { status?: string } = { ...advertisement };
    delete stored.status;
    return stored as StoredAdvertisement;
  });
  const rewards =
    ((await read('listRewards', '/api/rewards/get')) as { rewards?: Reward[] } | undefined)
      ?.rewards ?? [];
  const messages =
    (
      (await read('listBroadcastMessages', '/api/notification/all')) as
        { messages?: BroadcastMessage[] } | undefined
    )?.messages ?? [];

  return {
    scenario: {
      recordedFrom: target,
      recordedAt: new Date().toISOString(),
      members: anonymise ? members.map(anonymiser()) : members,
      missions,
      participations,
      rewards,
      messages,
      advertisements,
    },
    refused,
  };
}

export function writeScenario(file: string, scenario: RecordedScenario): void {
  writeFileSync(file, `${JSON.stringify(scenario, null, 2)}\n`);
}

/** A recorded scenario as the store's state: the data, and the demo accounts to sign in with. */
/** A scenario file that is not a recording (`--scenario FILE.json`, `POST /__mock/scenario`). */
export class UnreadableScenario extends Error {}

export function loadScenarioFile(file: string): State {
  let recorded: RecordedScenario;
  try {
    recorded = JSON.parse(readFileSync(file, 'utf8')) as RecordedScenario;
  } catch (error) {
    throw new UnreadableScenario(
      `Scenario file ${file} is not a recording (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (typeof recorded !== 'object' || recorded === null || Array.isArray(recorded))
    throw new UnreadableScenario(`Scenario file ${file} is not a recording (not a JSON object)`);
  const examples = new State();
  seedExamples(examples);
  const state = new State();
  state.accounts.push(...examples.accounts);
  for (const member of recorded.members ?? []) state.addMember(member);
  for (const mission of recorded.missions ?? []) state.addMission(mission);
  // The recording has each participation's progress and last visit, not every visit's time: the
  // visit history gets the last visit's time once per visit.
  for (const p of recorded.participations ?? [])
    state.addParticipation({
      ...p,
      visits: p.lastVisitAt ? Array.from({ length: p.progress }, () => p.lastVisitAt!) : [],
      embedded: false,
    });
  state.rewards.push(...(recorded.rewards ?? []));
  state.messages.push(...(recorded.messages ?? []));
  state.advertisements.push(...(recorded.advertisements ?? []));
  return state;
}
