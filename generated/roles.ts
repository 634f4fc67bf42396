// Generated from openapi/openapi.yaml by scripts/generate-roles.mjs (`npm run generate`).
// Do not edit: change the operations' `security` in the contract and run it again.

/** The staff roles (the contract's `Role` schema). */
export const ROLES = ["front-desk","programme-manager","auditor","administrator"] as const;

export type Role = (typeof ROLES)[number];

/** The roles each operation allows (its security requirement); `public`: no token needed. */
export const OPERATION_ROLES = {
  changeAdminPassword: ["front-desk","programme-manager","auditor","administrator"],
  createAdvertisement: ["programme-manager","administrator"],
  createMission: ["programme-manager","administrator"],
  createPointsAdjustment: ["front-desk","programme-manager","administrator"],
  createReward: ["programme-manager","administrator"],
  createStaffMember: ["administrator"],
  deleteAdvertisement: ["programme-manager","administrator"],
  deleteBroadcastMessage: ["programme-manager","administrator"],
  deleteMission: ["programme-manager","administrator"],
  deleteReward: ["programme-manager","administrator"],
  getActivity: ["programme-manager","auditor","administrator"],
  getAdminCounts: ["programme-manager","auditor","administrator"],
  getAdminMe: ["front-desk","programme-manager","auditor","administrator"],
  getMediaFile: "public",
  getMember: ["front-desk","programme-manager","auditor","administrator"],
  getMission: ["programme-manager","auditor","administrator"],
  getRewardHistory: ["front-desk","programme-manager","auditor","administrator"],
  getUploadedImage: "public",
  getUserStats: ["programme-manager","auditor","administrator"],
  getVisitHistory: ["front-desk","programme-manager","auditor","administrator"],
  joinPointMission: ["front-desk","programme-manager","administrator"],
  joinVisitMission: ["front-desk","programme-manager","administrator"],
  listAdminScans: ["programme-manager","auditor","administrator"],
  listAdvertisements: ["programme-manager","auditor","administrator"],
  listAuditLog: ["auditor","administrator"],
  listBroadcastMessages: ["programme-manager","auditor","administrator"],
  listJoinableMissions: "public",
  listJoinedMissions: ["front-desk","programme-manager","auditor","administrator"],
  listMemberActivity: ["front-desk","programme-manager","auditor","administrator"],
  listMembers: ["front-desk","programme-manager","auditor","administrator"],
  listMissionParticipants: ["programme-manager","auditor","administrator"],
  listMissions: ["programme-manager","auditor","administrator"],
  listPointsAdjustments: ["front-desk","programme-manager","auditor","administrator"],
  listRewardCatalogue: ["programme-manager","auditor","administrator"],
  listRewardRedemptions: ["programme-manager","auditor","administrator"],
  listRewards: ["front-desk","programme-manager","auditor","administrator"],
  listStaff: ["administrator"],
  listTopMissions: ["programme-manager","auditor","administrator"],
  lookupMembers: ["front-desk","programme-manager","auditor","administrator"],
  reassignMember: ["programme-manager","administrator"],
  recordPointVisit: ["front-desk","programme-manager","administrator"],
  recordVisit: ["front-desk","programme-manager","administrator"],
  redeemReward: ["front-desk","programme-manager","administrator"],
  reorderAdvertisements: ["programme-manager","administrator"],
  reversePointsAdjustment: ["programme-manager","administrator"],
  reverseVisit: ["front-desk","programme-manager","administrator"],
  sendBroadcast: ["programme-manager","administrator"],
  signIn: "public",
  updateAdminMe: ["front-desk","programme-manager","auditor","administrator"],
  updateAdvertisement: ["programme-manager","administrator"],
  updateMemberProfile: ["programme-manager","administrator"],
  updateMission: ["programme-manager","administrator"],
  updateReward: ["programme-manager","administrator"],
  updateStaffMember: ["administrator"],
} as const satisfies Record<string, readonly Role[] | 'public'>;

export type OperationId = keyof typeof OPERATION_ROLES;
