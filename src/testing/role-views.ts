// What each role sees of the frame, checked both by the screen tests
// (src/testing/screens/roles.test.tsx) and by the browser tests against the offline back end
// (tests/offline-back-end/roles.spec.ts): the header's name for the role, its sidebar links in
// order, and a screen it may not open. Plain data without imports: Playwright reads it as it is.

/** The approvals link's name; the count of pending requests is beside it when there are any. */
export const APPROVALS = 'Approvals';

export const ROLE_VIEWS = {
  'front-desk': {
    label: 'Front desk',
    sidebar: ['Front desk', 'users'],
    forbidden: '/audit-log',
  },
  'programme-manager': {
    label: 'Programme manager',
    sidebar: [
      'Front desk',
      'Dashboard',
      'Create Mission',
      'Create Reward',
      'Create Advertisement',
      'users',
      'Broadcast Message',
      APPROVALS,
    ],
    forbidden: '/audit-log',
  },
  auditor: {
    label: 'Auditor',
    sidebar: [
      'Dashboard',
      'Create Mission',
      'Create Reward',
      'Create Advertisement',
      'users',
      'Broadcast Message',
      'Audit log',
    ],
    forbidden: '/front-desk',
  },
  administrator: {
    label: 'Administrator',
    sidebar: [
      'Front desk',
      'Dashboard',
      'Create Mission',
      'Create Reward',
      'Create Advertisement',
      'users',
      'Broadcast Message',
      APPROVALS,
      'Audit log',
      'Staff',
    ],
    forbidden: undefined,
  },
} as const;
