// The signed-in sidebar's links (spec section 2) and the page title the top bar shows for a path.
import {
  Building2,
  ClipboardCheck,
  FileText,
  GraduationCap,
  LayoutDashboard,
  Newspaper,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface AppNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** NavLink marks a link active on its path and every path below it (Training Modules on /training/abc). */
export const APP_NAV_ITEMS: readonly AppNavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.getHref(), icon: LayoutDashboard },
  { label: 'Updates Feed', to: paths.feed.getHref(), icon: Newspaper },
  { label: 'My Policies', to: paths.myPolicies.getHref(), icon: FileText },
  { label: 'Policy Assessment', to: paths.assessments.getHref(), icon: ClipboardCheck },
  { label: 'Training Modules', to: paths.training.getHref(), icon: GraduationCap },
  { label: 'Business Profile', to: paths.businessProfile.getHref(), icon: Building2 },
];

const EXTRA_TITLES: Record<string, string> = {
  [paths.admin.getHref()]: 'Admin Tools',
  [paths.account.getHref()]: 'Account',
};

function isAtOrBelow(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The active page's title for the top bar; Dashboard when no link matches (spec section 2). */
export function appPageTitle(pathname: string): string {
  const item = APP_NAV_ITEMS.find((i) => isAtOrBelow(pathname, i.to));
  if (item) return item.label;
  const extra = Object.entries(EXTRA_TITLES).find(([base]) => isAtOrBelow(pathname, base));
  return extra ? extra[1] : 'Dashboard';
}
