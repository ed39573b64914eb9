import { APP_VERSION } from '@coursedesk/contract/constants';
import { GraduationCap } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { sections } from '../sections';

interface SidebarProps {
  /** Called after a link is chosen, so the drawer on small screens can close. */
  onNavigate?: () => void;
}

export function Sidebar({ onNavigate }: SidebarProps) {
  return (
    <div className="flex h-full flex-col bg-edtech-ink text-slate-300">
      <div className="flex h-16 items-center gap-3 border-b border-white/10 px-5">
        <div className="flex size-9 items-center justify-center rounded-lg bg-edtech-green text-white">
          <GraduationCap aria-hidden="true" className="size-5" />
        </div>
        <div className="leading-tight">
          <p className="font-bold text-white">Coursedesk</p>
          <p className="text-xs text-slate-400">Admin Panel</p>
        </div>
      </div>

      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {sections.map(({ path, label, icon: Icon }) => (
            <li key={path}>
              <NavLink
                to={path}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-edtech-green',
                    isActive
                      ? 'bg-edtech-green text-white shadow-sm'
                      : 'text-slate-300 hover:bg-white/5 hover:text-white',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="border-t border-white/10 px-5 py-4">
        <p className="text-xs text-slate-500">Version {APP_VERSION}</p>
      </div>
    </div>
  );
}
