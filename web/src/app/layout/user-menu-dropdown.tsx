import type { User } from '@coursedesk/contract/auth';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, LogOut, Monitor, Moon, ShieldCheck, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { RoleBadge } from '@/components/ui/role-badge';
import { useLogout } from '@/features/auth/api/logout';
import { ACCOUNT_SECURITY_PATH } from '@/lib/account-security';
import {
  setThemePreference,
  THEME_PREFERENCES,
  type ThemePreference,
  useThemePreference,
} from '@/lib/theme';
import { UserMenuButtonFace, userMenuButtonClass } from './user-menu-button';

const THEME_CHOICES: Record<ThemePreference, { label: string; icon: typeof Sun }> = {
  system: { label: 'System', icon: Monitor },
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
};

function isThemePreference(value: string): value is ThemePreference {
  return (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** The user menu itself, loaded on first use and shown open then (user-menu.tsx). */
export function UserMenuDropdown({ user }: { user: User }) {
  const logout = useLogout();
  const theme = useThemePreference();
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label="User menu" className={userMenuButtonClass}>
        <UserMenuButtonFace user={user} />
      </DropdownMenu.Trigger>
      {/* Not in a portal: the menu stays inside the header's landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-56 rounded-xl border border-slate-200 bg-surface p-1.5 shadow-lg motion-safe:data-[state=open]:animate-fade-in"
      >
        <DropdownMenu.Label className="px-3 py-2">
          <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
          {/* The header's role badge is hidden on phones; the menu always says it. */}
          <RoleBadge role={user.role} className="mt-2" />
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item asChild>
          <Link
            to={ACCOUNT_SECURITY_PATH}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-highlighted:bg-slate-100"
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            Account security
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Label className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Theme
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          aria-label="Theme"
          value={theme}
          onValueChange={(value) => {
            if (isThemePreference(value)) setThemePreference(value);
          }}
        >
          {THEME_PREFERENCES.map((preference) => {
            const { label, icon: Icon } = THEME_CHOICES[preference];
            return (
              <DropdownMenu.RadioItem
                key={preference}
                value={preference}
                // The menu stays open so the change can be seen, and another picked.
                onSelect={(event) => event.preventDefault()}
                className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-highlighted:bg-slate-100"
              >
                <Icon aria-hidden="true" className="size-4" />
                <span className="flex-1">{label}</span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-edtech-green-dark" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            );
          })}
        </DropdownMenu.RadioGroup>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item
          disabled={logout.isPending}
          onSelect={() => logout.mutate()}
          className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-edtech-red outline-none select-none data-disabled:opacity-50 data-highlighted:bg-edtech-red/10"
        >
          <LogOut aria-hidden="true" className="size-4" />
          Sign out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
