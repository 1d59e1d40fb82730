// The public header: Overview, Login (Dashboard when signed in) and PRO; below 1024 px the links move into a
// slide-in drawer opened by a menu button.
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Menu, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { useIsLoggedIn } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { navItems } from './nav-items';

const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazy(loadMobileNav);

export function SiteHeader() {
  const isLoggedIn = useIsLoggedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so that the drawer can play its closing animation.
  const [menuMounted, setMenuMounted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const items = navItems(isLoggedIn);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={paths.home.getHref()}
          className="inline-flex items-center gap-2 rounded-md font-semibold text-slate-900"
        >
          <ShieldCheck aria-hidden="true" className="size-7 text-primary" />
          <span>{SITE_NAME}</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.label}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex h-10 items-center rounded-md px-4 text-sm font-medium transition-colors',
                      item.label === 'PRO'
                        ? 'bg-primary text-primary-foreground hover:bg-primary-hover'
                        : isActive
                          ? 'bg-primary-soft text-teal-900'
                          : 'text-slate-700 hover:bg-muted hover:text-slate-900',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <Button
          ref={menuButtonRef}
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={() => void loadMobileNav()}
          onFocus={() => void loadMobileNav()}
          onClick={() => {
            setMenuMounted(true);
            setMenuOpen(true);
          }}
        >
          <Menu aria-hidden="true" className="size-6!" />
        </Button>
        {menuMounted ? (
          <Suspense fallback={null}>
            <MobileNav
              open={menuOpen}
              onOpenChange={setMenuOpen}
              items={items}
              returnFocusTo={menuButtonRef}
            />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
