// The signed-in user's menu at the bottom of the sidebar: initials, the Free plan with Upgrade, the credits figure,
// the account items (Knowledge, Account, Settings, Homepage, Contact us: each opens its page) and Sign out
// ('Logging out...' while it runs).
import { Link } from 'react-router';
import {
  BookOpen,
  ChevronsUpDown,
  Home,
  LogOut,
  Mail,
  Settings,
  Sparkles,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { CREDITS_FIGURE } from '@shared/constants';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

export interface ShellUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string | null;
}

const PAGE_ITEMS: { label: string; icon: LucideIcon; to: string }[] = [
  { label: 'Knowledge', icon: BookOpen, to: paths.help.getHref() },
  { label: 'Account', icon: UserRound, to: paths.account.getHref() },
  { label: 'Settings', icon: Settings, to: `${paths.account.getHref()}#alerts` },
  { label: 'Homepage', icon: Home, to: paths.home.getHref() },
  { label: 'Contact us', icon: Mail, to: paths.contact.getHref() },
];

export function UserMenu({
  user,
  onSignOut,
  signingOut,
  onOpenChange,
  labelClassName,
}: {
  user: ShellUser;
  onSignOut: () => void;
  signingOut: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Classes for the name and plan beside the avatar (the collapsed sidebar hides them). */
  labelClassName?: string;
}) {
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const initials = initialsOf(user.firstName, user.lastName, user.username);

  return (
    // Not modal: a modal menu marks the whole page aria-hidden while open, hiding focusable content from screen readers.
    <DropdownMenu modal={false} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        className={cn(
          'flex w-full cursor-pointer items-center gap-3 rounded-md p-1.5 text-left text-sidebar-foreground hover:bg-sidebar-hover',
          'data-[state=open]:bg-muted',
        )}
      >
        <Avatar initials={initials} />
        <span className={cn('min-w-0 flex-1', labelClassName)}>
          <span className="block truncate text-sm font-medium">{fullName}</span>
          <span className="block text-xs">Free</span>
        </span>
        <ChevronsUpDown aria-hidden="true" className={cn('size-4 shrink-0', labelClassName)} />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-72">
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar initials={initials} />
          <span className="min-w-0">
            <span className="block truncate font-semibold">{fullName}</span>
            {user.email ? <span className="block truncate text-slate-600">{user.email}</span> : null}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="flex items-center justify-between">
          <span>
            Plan: <span className="font-semibold">Free</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuItem
          asChild
          className="mx-2 mb-1 justify-center bg-primary text-primary-foreground data-[highlighted]:bg-primary-hover"
        >
          <Link to={paths.pro.getHref()}>
            <Sparkles aria-hidden="true" />
            Upgrade
          </Link>
        </DropdownMenuItem>
        <DropdownMenuLabel className="flex items-center justify-between text-slate-700">
          <span>Credits</span>
          <span className="font-semibold tabular-nums">{CREDITS_FIGURE}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {PAGE_ITEMS.map(({ label, icon: Icon, to }) => (
            <DropdownMenuItem key={label} asChild>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={signingOut}
          onSelect={(event) => {
            // Keep the menu open so that 'Logging out...' stays in view until the page changes.
            event.preventDefault();
            onSignOut();
          }}
        >
          {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
          {signingOut ? 'Logging out...' : 'Sign out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
