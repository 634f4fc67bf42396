import { describe, expect, it } from 'vitest';
import { NAVIGATION } from './navigation';

describe('the sidebar', () => {
  it('has the sections and links of the specification, the front desk first, staff last', () => {
    const shown = NAVIGATION.map(({ heading, links }) => ({
      heading,
      links: links.map(({ label, to, end, icon }) => ({ label, to, end, icon: Boolean(icon) })),
    }));
    const link = (label: string, to: string, end?: true) => ({ label, to, end, icon: true });
    expect(shown).toEqual([
      { heading: undefined, links: [link('nav.frontDesk', '/front-desk')] },
      { heading: undefined, links: [link('nav.dashboard', '/', true)] },
      { heading: 'nav.mission', links: [link('nav.createMission', '/apps/missions')] },
      { heading: 'nav.reward', links: [link('nav.createReward', '/apps/rewards')] },
      {
        heading: 'nav.advertisement',
        links: [link('nav.createAdvertisement', '/apps/advertisement')],
      },
      { heading: 'nav.usersHeading', links: [link('nav.users', '/apps/users')] },
      {
        heading: 'nav.broadcastHeading',
        links: [link('nav.broadcast', '/apps/broadcast-message')],
      },
      { heading: 'nav.approvalsHeading', links: [link('nav.approvals', '/approvals')] },
      { heading: 'nav.auditHeading', links: [link('nav.auditLog', '/audit-log')] },
      { heading: 'nav.staffHeading', links: [link('nav.staff', '/staff')] },
    ]);
  });
});
