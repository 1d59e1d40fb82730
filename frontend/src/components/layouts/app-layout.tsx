// The signed-in shell (spec section 2): a sidebar of icons on wide screens that expands on hover or keyboard focus,
// a menu button with a slide-in panel and overlay under 1024 px, a top bar with the page title and a link to /pro,
// and the user menu at the bottom of the sidebar.
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, ShieldCheck, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { PortalContainer } from '@/components/ui/portal-container';
import { paths } from '@/config/paths';
import { pageTitle, SITE_NAME } from '@/config/site';
import { cn } from '@/lib/utils';
import { APP_NAV_ITEMS, appPageTitle } from './app-nav-items';
import { UserMenu, type ShellUser } from './user-menu';

function SidebarLinks({ collapsible, onNavigate }: { collapsible: boolean; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {APP_NAV_ITEMS.map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
                isActive
                  ? 'bg-sidebar-active text-sidebar-active-foreground'
                  : 'text-sidebar-foreground hover:bg-sidebar-hover',
              )
            }
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <span className={cn(collapsible && 'sidebar-label')}>{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function Brand({ collapsible }: { collapsible: boolean }) {
  return (
    <Link
      to={paths.dashboard.getHref()}
      className="flex h-11 items-center gap-3 rounded-md px-2.5 font-semibold whitespace-nowrap text-sidebar-foreground"
    >
      <ShieldCheck aria-hidden="true" className="size-6 shrink-0" />
      <span className={cn(collapsible && 'sidebar-label')}>{SITE_NAME}</span>
    </Link>
  );
}

export function AppLayout({
  user,
  onSignOut,
  signingOut,
  colours,
  children,
}: {
  user: ShellUser;
  onSignOut: () => void;
  signingOut: boolean;
  /** The business logo's colours (CSS custom properties); the default look when absent. */
  colours?: CSSProperties | undefined;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const title = appPageTitle(pathname);
  const [mobileOpen, setMobileOpen] = useState(false);
  // The user menu opens in a layer outside the sidebar: keep the sidebar expanded while it is open.
  const [menuOpen, setMenuOpen] = useState(false);
  // Menus and tooltips open inside the landmark of the control that opened them.
  // (useState setters as callback refs: the elements exist only once rendered.)
  const [sidebar, sidebarRef] = useState<HTMLElement | null>(null);
  const [panel, panelRef] = useState<HTMLDivElement | null>(null);
  const [main, mainRef] = useState<HTMLElement | null>(null);

  return (
    <div className="min-h-screen bg-slate-50" style={colours} data-theme={colours ? 'logo' : 'default'}>
      <title>{pageTitle(title)}</title>
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
      >
        Skip to main content
      </a>

      <aside
        ref={sidebarRef}
        data-expanded={menuOpen || undefined}
        className={cn(
          'group/sidebar fixed inset-y-0 left-0 z-40 hidden w-16 flex-col gap-4 overflow-hidden border-r border-border bg-sidebar px-2 py-4 lg:flex',
          'hover:shadow-xl focus-within:shadow-xl data-[expanded]:shadow-xl',
          'transition-[width] duration-200 hover:w-72 focus-within:w-72 data-[expanded]:w-72 motion-reduce:transition-none',
        )}
      >
        <Brand collapsible />
        <nav aria-label="Main" className="flex-1">
          <SidebarLinks collapsible />
        </nav>
        <PortalContainer container={sidebar}>
          <UserMenu
            user={user}
            onSignOut={onSignOut}
            signingOut={signingOut}
            onOpenChange={setMenuOpen}
            labelClassName="sidebar-label"
          />
        </PortalContainer>
      </aside>

      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent
          ref={panelRef}
          side="left"
          closeLabel="Close menu"
          className="bg-sidebar px-3 text-sidebar-foreground lg:hidden"
        >
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <SheetDescription className="sr-only">Pages of your account</SheetDescription>
          <Brand collapsible={false} />
          <nav aria-label="Mobile" className="flex-1">
            <SidebarLinks collapsible={false} onNavigate={() => setMobileOpen(false)} />
          </nav>
          <PortalContainer container={panel}>
            <UserMenu user={user} onSignOut={onSignOut} signingOut={signingOut} />
          </PortalContainer>
        </SheetContent>
      </Sheet>

      <div className="lg:pl-16">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-white/95 px-4 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen(true)}
          >
            <Menu aria-hidden="true" className="size-6!" />
          </Button>
          <h1 className="flex-1 truncate text-lg font-semibold text-slate-900 sm:text-xl">{title}</h1>
          <Button asChild variant="secondary" size="sm">
            <Link to={paths.pro.getHref()}>
              <Sparkles aria-hidden="true" className="text-primary" />
              PRO plan
            </Link>
          </Button>
        </header>
        <main
          ref={mainRef}
          id="main-content"
          tabIndex={-1}
          className="px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <PortalContainer container={main}>{children}</PortalContainer>
        </main>
      </div>
    </div>
  );
}
