import type { SvgIcon } from '@mui/material';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import RedeemIcon from '@mui/icons-material/RedeemOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import HistoryIcon from '@mui/icons-material/ManageHistoryOutlined';
import FrontDeskIcon from '@mui/icons-material/QrCodeScannerOutlined';

export type NavLinkEntry = { label: string; to: string; icon: typeof SvgIcon; end?: boolean };
export type NavSection = { heading?: string; links: NavLinkEntry[] };

/**
 * The sidebar of the specification (§2): section headings and links, as translation keys; the
 * front desk comes first (issue 34), the busiest screen at reception.
 */
export const NAVIGATION: NavSection[] = [
  { links: [{ label: 'nav.frontDesk', to: '/front-desk', icon: FrontDeskIcon }] },
  { links: [{ label: 'nav.dashboard', to: '/', icon: DashboardIcon, end: true }] },
  {
    heading: 'nav.mission',
    links: [{ label: 'nav.createMission', to: '/apps/missions', icon: FlagIcon }],
  },
  {
    heading: 'nav.reward',
    links: [{ label: 'nav.createReward', to: '/apps/rewards', icon: RedeemIcon }],
  },
  {
    heading: 'nav.advertisement',
    links: [{ label: 'nav.createAdvertisement', to: '/apps/advertisement', icon: CampaignIcon }],
  },
  {
    heading: 'nav.usersHeading',
    links: [{ label: 'nav.users', to: '/apps/users', icon: PeopleIcon }],
  },
  {
    heading: 'nav.broadcastHeading',
    links: [{ label: 'nav.broadcast', to: '/apps/broadcast-message', icon: ForumIcon }],
  },
  {
    heading: 'nav.auditHeading',
    links: [{ label: 'nav.auditLog', to: '/audit-log', icon: HistoryIcon }],
  },
];
