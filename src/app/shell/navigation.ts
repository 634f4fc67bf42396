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
import ApprovalsIcon from '@mui/icons-material/FactCheckOutlined';

import { mayOpen, type Role } from '@/api/roles';
import { SCREEN_LIST, type SCREENS } from '@/lib/screens';

export type NavLinkEntry = {
  /** The screen it opens. */
  screen: LinkedScreen;
  label: string;
  to: string;
  icon: typeof SvgIcon;
  end?: boolean;
};
export type NavSection = { heading?: string; links: NavLinkEntry[] };

/** The screens with a sidebar link. */
export type LinkedScreen = {
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
  approvals: ApprovalsIcon,
  auditLog: HistoryIcon,
  staff: StaffIcon,
};

/**
 * The sidebar of the specification (§2) for a role: section headings and links, as translation
 * keys, from the screen registry (src/lib/screens.ts), in its order, only the screens the role
 * may open (the contract's roles of the operation each is built on); links under one heading
 * share a section.
 */
export function navigationFor(role: Role | undefined): NavSection[] {
  const sections: NavSection[] = [];
  for (const screen of SCREEN_LIST) {
    if (!screen.nav || !mayOpen(role, screen)) continue;
    const { heading, label, end } = screen.nav;
    const id = screen.id as LinkedScreen;
    const link: NavLinkEntry = { screen: id, label, to: screen.path, icon: ICONS[id] };
    if (end) link.end = true;
    const last = sections.at(-1);
    if (heading && last?.heading === heading) last.links.push(link);
    else sections.push({ ...(heading && { heading }), links: [link] });
  }
  return sections;
}

/** The whole sidebar, as an administrator sees it. */
export const NAVIGATION: NavSection[] = navigationFor('administrator');
