// The offline back end's demo accounts, one for each role (mocks/README.md lists them; the seed
// creates them, the administrator from the contract's sign-in example).

/** @type {Record<'front-desk' | 'programme-manager' | 'auditor' | 'administrator', { email: string, password: string, fullName: string }>} */
export const DEMO_ACCOUNTS = {
  'front-desk': {
    email: 'reception@londonclinic.example',
    password: 'front-desk-only',
    fullName: 'Reception Desk',
  },
  'programme-manager': {
    email: 'priya.shah@londonclinic.example',
    password: 'marigold-ledger-orchard',
    fullName: 'Priya Shah',
  },
  auditor: {
    email: 'daniel.okafor@londonclinic.example',
    password: 'quiet-abacus-lighthouse',
    fullName: 'Daniel Okafor',
  },
  administrator: {
    email: 'admin@londonclinic.example',
    password: 'correct-horse-battery-staple',
    fullName: 'Amelia Clarke',
  },
};
