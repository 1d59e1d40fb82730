// The header's links: Overview, then Dashboard when signed in or Login otherwise, then PRO (spec section 2).
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Active only on an exact match (Overview must not light up on every page). */
  end?: boolean;
}

export function navItems(isLoggedIn: boolean): NavItem[] {
  return [
    { label: 'Overview', to: paths.home.getHref(), end: true },
    isLoggedIn
      ? { label: 'Dashboard', to: paths.dashboard.getHref() }
      : { label: 'Login', to: paths.auth.getHref() },
    { label: 'PRO', to: paths.pro.getHref() },
  ];
}
