// The slide-in navigation drawer for small screens. It is its own chunk, downloaded when the menu is first
// opened (or hovered/focused), so the dialog machinery does not weigh on the first page load.
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { SITE_NAME } from '@/config/site';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';

export default function MobileNav({
  open,
  onOpenChange,
  items,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  /** The menu button: focus goes back to it when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-nav"
        closeLabel="Close menu"
        onCloseAutoFocus={(event) => {
          // The drawer has no Radix trigger (it is loaded on demand), so hand focus back to the menu button here.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Links to the pages of {SITE_NAME}</SheetDescription>
        <nav aria-label="Mobile">
          <ul className="mt-2 flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.label}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={() => onOpenChange(false)}
                  className={({ isActive }) =>
                    cn(
                      'flex h-12 items-center rounded-md px-3 text-base font-medium',
                      isActive ? 'bg-primary-soft text-teal-900' : 'text-slate-800 hover:bg-muted',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
