import type { SvgIcon } from '@mui/material';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import RedeemIcon from '@mui/icons-material/RedeemOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import HistoryIcon from '@mui/icons-material/ManageHistoryOutlined';
import FrontDeskIcon from '@mui/icons-material/QrCodeScannerOutlined';
import StaffIcon from '@mui/icons-material/BadgeOutlined';

import { SCREEN_LIST, type SCREENS } from '@/lib/screens';

export type NavLinkEntry = { label: string; to: string; icon: typeof SvgIcon; end?: boolean };
export type NavSection = { heading?: string; links: NavLinkEntry[] };

/** The screens with a sidebar link. */
type LinkedScreen = {
  [Id in keyof typeof SCREENS]: (typeof SCREENS)[Id] extends { nav: object } ? Id : never;
}[keyof typeof SCREENS];

/** Each sidebar link's icon. */
const ICONS: Record<LinkedScreen, typeof SvgIcon> = {
  frontDesk: FrontDeskIcon,
  home: DashboardIcon,
  missions: FlagIcon,
  rewards: RedeemIcon,
  advertisements: CampaignIcon,
  users: PeopleIcon,
  broadcast: ForumIcon,
  auditLog: HistoryIcon,
  staff: StaffIcon,
};

/**
 * The sidebar of the specification (§2): section headings and links, as translation keys, from
 * the screen registry (src/lib/screens.ts), in its order; links under one heading share a section.
 */
export const NAVIGATION: NavSection[] = [];
for (const screen of SCREEN_LIST) {
  if (!screen.nav) continue;
  const { heading, label, end } = screen.nav;
  const link: NavLinkEntry = { label, to: screen.path, icon: ICONS[screen.id as LinkedScreen] };
  if (end) link.end = true;
  const last = NAVIGATION.at(-1);
  if (heading && last?.heading === heading) last.links.push(link);
  else NAVIGATION.push({ ...(heading && { heading }), links: [link] });
}
