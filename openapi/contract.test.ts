// Checks the contract itself: every named example validates against its schema, and the
// operation list, metadata and security match what the app relies on.
import { describe, it, expect } from 'vitest';
import {
  ajv,
  anchorRefs,
  DOC_ID,
  asObject,
  doc,
  isObject,
  METHODS,
  resolve,
  type Json,
  type JsonObject,
} from './contract-document';

interface Operation {
  method: string;
  path: string;
  key: string;
  op: JsonObject;
}

const paths = asObject(doc.paths, 'paths');
const operations: Operation[] = Object.entries(paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const op = asObject(item, path)[method];
    return isObject(op) ? [{ method, path, key: `${method.toUpperCase()} ${path}`, op }] : [];
  }),
);

interface ExampleCase {
  name: string;
  schema: Json;
  value: Json;
}

function mediaExamples(prefix: string, content: Json | undefined): ExampleCase[] {
  if (content === undefined) return [];
  return Object.entries(asObject(content, `${prefix} content`)).flatMap(([mediaType, media]) => {
    const mediaObject = asObject(media, `${prefix} ${mediaType}`);
    const examples = mediaObject.examples;
    if (examples === undefined) return [];
    return Object.entries(asObject(examples, `${prefix} examples`)).map(([name, example]) => ({
      name: `${prefix} ${name}`,
      schema: mediaObject.schema ?? {},
      value: resolve(example, `${prefix} ${name}`).value ?? null,
    }));
  });
}

const exampleCases: ExampleCase[] = operations.flatMap(({ key, op }) => {
  const request =
    op.requestBody === undefined
      ? []
      : mediaExamples(`${key} request`, resolve(op.requestBody, `${key} requestBody`).content);
  const responses = Object.entries(asObject(op.responses, `${key} responses`)).flatMap(
    ([status, response]) =>
      mediaExamples(`${key} ${status}`, resolve(response, `${key} ${status}`).content),
  );
  return [...request, ...responses];
});

const EXPECTED_OPERATIONS: Record<string, string> = {
  'GET /api/missions/joinable-userSide': 'listJoinableMissions',
  'GET /api/vouchers/user-history/{userId}': 'getRewardHistory',
  'GET /api/point-mission/visit-history/{userId}/{missionId}': 'getVisitHistory',
  'POST /api/user-mission/join': 'joinVisitMission',
  'POST /api/point-mission/join': 'joinPointMission',
  'GET /api/user/{id}': 'getMember',
  'GET /api/rewards/get': 'listRewards',
  'GET /api/rewards': 'listRewardCatalogue',
  'POST /api/rewards': 'createReward',
  'PUT /api/rewards/{rewardId}': 'updateReward',
  'DELETE /api/rewards/{rewardId}': 'deleteReward',
  'GET /api/rewards/{rewardId}/redemptions': 'listRewardRedemptions',
  'PUT /api/profile/{userId}': 'updateMemberProfile',
  'PUT /api/missions/{missionId}/reassign/{userId}': 'reassignMember',
  'POST /api/vouchers/redeem': 'redeemReward',
  'GET /api/user/user/{id}/joined-missions': 'listJoinedMissions',
  'POST /api/visit/admin-scan/{userId}/{missionId}': 'recordVisit',
  'POST /api/point-mission/admin-scan/{userId}/{missionId}': 'recordPointVisit',
  'GET /api/notification/all': 'listBroadcastMessages',
  'POST /api/notification/broadcast': 'sendBroadcast',
  'GET /api/notification/reach': 'getBroadcastReach',
  'DELETE /api/notification/{id}': 'deleteBroadcastMessage',
  'PUT /api/notification/{id}': 'updateBroadcastMessage',
  'POST /api/notification/{id}/cancel': 'cancelBroadcastMessage',
  'POST /api/auth/login': 'signIn',
  'POST /api/auth/logout': 'signOut',
  'GET /api/users': 'listMembers',
  'GET /api/media/{folder}/{file}': 'getMediaFile',
  'GET /api/media/{folder}/uploads/{file}': 'getUploadedImage',
  'GET /api/missions': 'listMissions',
  'POST /api/missions': 'createMission',
  'GET /api/missions/top': 'listTopMissions',
  'GET /api/missions/{missionId}': 'getMission',
  'PUT /api/missions/{missionId}': 'updateMission',
  'DELETE /api/missions/{missionId}': 'deleteMission',
  'GET /api/missions/{missionId}/participants': 'listMissionParticipants',
  'GET /api/admin/counts': 'getAdminCounts',
  'GET /api/admin/user-stats': 'getUserStats',
  'GET /api/admin/scans': 'listAdminScans',
  'GET /api/advertisements': 'listAdvertisements',
  'POST /api/advertisements': 'createAdvertisement',
  'PUT /api/advertisements/order': 'reorderAdvertisements',
  'PUT /api/advertisements/{adId}': 'updateAdvertisement',
  'DELETE /api/advertisements/{adId}': 'deleteAdvertisement',
  'POST /api/admin/missions/bulk': 'bulkMissions',
  'POST /api/admin/rewards/bulk': 'bulkRewards',
  'POST /api/admin/advertisements/bulk': 'bulkAdvertisements',
  'GET /api/admin/activity': 'getActivity',
  'GET /api/admin/me': 'getAdminMe',
  'PUT /api/admin/me': 'updateAdminMe',
  'PUT /api/admin/me/password': 'changeAdminPassword',
  'GET /api/users/{userId}/activity': 'listMemberActivity',
  'GET /api/audit-log': 'listAuditLog',
  'GET /api/users/{userId}/points-adjustments': 'listPointsAdjustments',
  'POST /api/users/{userId}/points-adjustments': 'createPointsAdjustment',
  'POST /api/points-adjustments/{adjustmentId}/reverse': 'reversePointsAdjustment',
  'GET /api/users/lookup': 'lookupMembers',
  'POST /api/visits/{visitId}/reverse': 'reverseVisit',
  'GET /api/staff': 'listStaff',
  'POST /api/staff': 'createStaffMember',
  'PUT /api/staff/{staffId}': 'updateStaffMember',
  'GET /api/approvals': 'listApprovals',
  'POST /api/approvals/{approvalId}/decision': 'decideApproval',
  'GET /api/settings/approval-limit': 'getApprovalLimit',
  'PUT /api/settings/approval-limit': 'setApprovalLimit',
  'GET /api/saved-views': 'listSavedViews',
  'POST /api/saved-views': 'createSavedView',
  'PUT /api/saved-views/{viewId}': 'updateSavedView',
  'DELETE /api/saved-views/{viewId}': 'deleteSavedView',
  'PUT /api/saved-views/{viewId}/default': 'setDefaultSavedView',
  'POST /api/bulk-jobs/preview': 'previewMemberBulkAction',
  'GET /api/bulk-jobs': 'listMemberBulkJobs',
  'POST /api/bulk-jobs': 'startMemberBulkJob',
  'GET /api/bulk-jobs/{jobId}': 'getMemberBulkJob',
  'POST /api/bulk-jobs/{jobId}/reverse': 'reverseMemberBulkJob',
  'GET /api/users/{userId}/consents': 'getMemberConsents',
  'POST /api/users/{userId}/consents': 'recordConsentChange',
  'POST /api/users/{userId}/data-export': 'exportMemberData',
  'POST /api/users/{userId}/anonymise': 'anonymiseMember',
};

const PUBLIC_OPERATIONS = ['listJoinableMissions', 'signIn', 'getMediaFile', 'getUploadedImage'];
/** `security: []`: no token needed. */
const isPublic = (op: JsonObject) => Array.isArray(op.security) && op.security.length === 0;
const CONFLICT_OPERATIONS = [
  'joinVisitMission',
  'joinPointMission',
  'recordVisit',
  'recordPointVisit',
  'redeemReward',
  'reverseVisit',
  'updateMission',
  'deleteMission',
  'createPointsAdjustment',
  'reversePointsAdjustment',
];

function statuses(op: JsonObject): string[] {
  return Object.keys(asObject(op.responses, 'responses'));
}

describe('contract examples', () => {
  it('has examples to check', () => {
    expect(exampleCases.length).toBeGreaterThan(0);
  });

  it.each(exampleCases.map((c) => [c.name, c] as const))('%s', (_name, { schema, value }) => {
    const validate = ajv.compile(anchorRefs(schema) as object);
    const valid = validate(value);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it.each(operations.map((o) => [o.key, o] as const))(
    '%s: every response media type has named examples',
    (_key, { key, op }) => {
      for (const [status, response] of Object.entries(asObject(op.responses, key))) {
        const resolved = resolve(response, `${key} ${status}`);
        for (const [mediaType, media] of Object.entries(asObject(resolved.content, status))) {
          const examples = asObject(media, mediaType).examples;
          expect(isObject(examples) && Object.keys(examples).length > 0, `${key} ${status}`).toBe(
            true,
          );
        }
      }
    },
  );
});

describe('contract operations', () => {
  it('has exactly the expected operations, with the expected operationIds', () => {
    const actual = Object.fromEntries(operations.map(({ key, op }) => [key, op.operationId]));
    expect(actual).toEqual(EXPECTED_OPERATIONS);
  });

  it.each(operations.map((o) => [o.key, o] as const))(
    '%s has operationId, one defined tag, summary, description and x-origin',
    (_key, { op }) => {
      const tagNames = (doc.tags as JsonObject[]).map((tag) => tag.name);
      expect(typeof op.operationId).toBe('string');
      expect(Array.isArray(op.tags) && op.tags.length).toBe(1);
      expect(tagNames).toContain((op.tags as string[])[0]);
      expect(typeof op.summary === 'string' && op.summary.length > 0).toBe(true);
      expect(typeof op.description === 'string' && op.description.length > 0).toBe(true);
      expect(['spec', 'designed']).toContain(op['x-origin']);
    },
  );

  it('marks only the designed operations as designed', () => {
    const designed = operations.filter(({ op }) => op['x-origin'] === 'designed');
    expect(designed.map(({ op }) => op.operationId).sort()).toEqual([
      'anonymiseMember',
      'bulkAdvertisements',
      'bulkMissions',
      'bulkRewards',
      'cancelBroadcastMessage',
      'changeAdminPassword',
      'createAdvertisement',
      'createMission',
      'createPointsAdjustment',
      'createReward',
      'createSavedView',
      'createStaffMember',
      'decideApproval',
      'deleteAdvertisement',
      'deleteMission',
      'deleteReward',
      'deleteSavedView',
      'exportMemberData',
      'getActivity',
      'getAdminCounts',
      'getAdminMe',
      'getApprovalLimit',
      'getBroadcastReach',
      'getMediaFile',
      'getMemberBulkJob',
      'getMemberConsents',
      'getMission',
      'getUploadedImage',
      'getUserStats',
      'listAdminScans',
      'listAdvertisements',
      'listApprovals',
      'listAuditLog',
      'listMemberActivity',
      'listMemberBulkJobs',
      'listMembers',
      'listMissionParticipants',
      'listMissions',
      'listPointsAdjustments',
      'listRewardCatalogue',
      'listRewardRedemptions',
      'listSavedViews',
      'listStaff',
      'listTopMissions',
      'lookupMembers',
      'previewMemberBulkAction',
      'recordConsentChange',
      'reorderAdvertisements',
      'reverseMemberBulkJob',
      'reversePointsAdjustment',
      'reverseVisit',
      'setApprovalLimit',
      'setDefaultSavedView',
      'signIn',
      'signOut',
      'startMemberBulkJob',
      'updateAdminMe',
      'updateAdvertisement',
      'updateBroadcastMessage',
      'updateMission',
      'updateReward',
      'updateSavedView',
      'updateStaffMember',
    ]);
  });

  it('declares PUT /api/advertisements/order before /api/advertisements/{adId}, so "order" is never an id', () => {
    const keys = Object.keys(paths);
    expect(keys.indexOf('/api/advertisements/order')).toBeGreaterThanOrEqual(0);
    expect(keys.indexOf('/api/advertisements/order')).toBeLessThan(
      keys.indexOf('/api/advertisements/{adId}'),
    );
  });

  it('names the roles of every operation, and `security: []` on exactly listJoinableMissions, signIn and the pictures', () => {
    // No document-wide default: an operation without its own `security` would name no roles.
    expect(doc.security).toBeUndefined();
    const role = asObject(
      asObject(asObject(doc.components, 'components').schemas, 'schemas').Role,
      'Role',
    );
    const roles = role.enum;
    expect(roles).toEqual(['front-desk', 'programme-manager', 'auditor', 'administrator']);
    const publicOnes = operations.filter(({ op }) => isPublic(op));
    expect(publicOnes.map(({ op }) => op.operationId).sort()).toEqual(
      [...PUBLIC_OPERATIONS].sort(),
    );
    for (const { op } of operations.filter(({ op }) => !isPublic(op))) {
      const name = String(op.operationId);
      const security = op.security;
      expect(Array.isArray(security) && security.length, name).toBe(1);
      const named = Array.isArray(security) ? asObject(security[0], name).bearerAuth : undefined;
      expect(Array.isArray(named) && named.length > 0, name).toBe(true);
      for (const one of Array.isArray(named) ? named : []) expect(roles).toContain(one);
      // The administrator may do everything.
      expect(named, name).toContain('administrator');
    }
  });

  it.each(operations.map((o) => [o.key, o] as const))(
    '%s declares the error responses it can give',
    (_key, { path, op }) => {
      const codes = statuses(op);
      // Its success: 200, or 202 for a write that answers before it is done (a bulk job).
      expect(codes.some((code) => code === '200' || code === '202')).toBe(true);
      expect(codes).toContain('400');
      expect(codes).toContain('500');
      if (!isPublic(op)) {
        expect(codes).toContain('401');
        expect(codes).toContain('403');
      }
      if (path.includes('{')) expect(codes).toContain('404');
      if (CONFLICT_OPERATIONS.includes(op.operationId as string)) expect(codes).toContain('409');
    },
  );

  it('serves "Invalid email or password" as the sign-in 401', () => {
    const signIn = operations.find(({ op }) => op.operationId === 'signIn');
    const response = resolve(asObject(signIn?.op.responses, 'signIn')['401'], 'signIn 401');
    const cases = mediaExamples('signIn 401', response.content);
    expect(cases[0]?.value).toEqual({ error: 'Invalid email or password' });
  });
});

describe('contract bounds', () => {
  /** Every schema node outside the examples, with where it is. */
  function* schemas(node: Json, where: string): Generator<[string, JsonObject]> {
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) yield* schemas(item, `${where}/${i}`);
      return;
    }
    if (!isObject(node)) return;
    if ('type' in node) yield [where, node];
    for (const [key, value] of Object.entries(node))
      if (key !== 'examples' && key !== 'example') yield* schemas(value, `${where}/${key}`);
  }
  const typesOf = (node: JsonObject) => (Array.isArray(node.type) ? node.type : [node.type]);
  const bounded = [...schemas(doc, '#')].filter(([, node]) => !('enum' in node));

  it('gives every number a minimum and a maximum', () => {
    const open = bounded
      .filter(([, node]) => typesOf(node).some((t) => t === 'integer' || t === 'number'))
      .filter(([, node]) => !('minimum' in node && 'maximum' in node))
      .map(([where]) => where);
    expect(open).toEqual([]);
  });

  it('gives every string a maximum length, and every date a year from 2000 to 2100', () => {
    const strings = bounded.filter(
      ([, node]) => typesOf(node).includes('string') && node.format !== 'binary',
    );
    const dates = strings.filter(
      ([, node]) => node.format === 'date' || node.format === 'date-time',
    );
    expect(
      strings.filter(([, node]) => !dates.some(([, d]) => d === node) && !('maxLength' in node)),
    ).toEqual([]);
    const ranges = new Set(
      dates.map(([where, node]) => `${where.split('/').at(-1)} ${node.pattern}`),
    );
    expect([...ranges].filter((range) => !range.endsWith(' ^(20[0-9]{2}|2100)-'))).toEqual([
      'dateOfBirth ^(19[0-9]{2}|20[0-9]{2})-',
    ]);
  });

  // A person's full name is refused by the store instead, with its own text (Full name is required).
  it('refuses whitespace-only mission and reward names and banner titles', () => {
    const schemasOf = asObject(asObject(doc.components, 'components').schemas, 'schemas');
    const names = [
      ['MissionInput', 'name'],
      ['RewardForm', 'name'],
      ['RewardUpdate', 'name'],
      ['AdvertisementCreate', 'title'],
      ['AdvertisementUpdate', 'title'],
    ] as const;
    for (const [schema, field] of names) {
      const validate = ajv.compile({
        $ref: `${DOC_ID}#/components/schemas/${schema}/properties/${field}`,
      });
      expect(schemasOf[schema], schema).toBeDefined();
      expect(validate('   '), `${schema}.${field}`).toBe(false);
      expect(validate('\t\n'), `${schema}.${field}`).toBe(false);
      expect(validate('Flu jab'), `${schema}.${field}`).toBe(true);
    }
  });
});
