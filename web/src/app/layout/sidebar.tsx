import { APP_VERSION } from '@coursedesk/contract/constants';
import { GraduationCap } from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { type AppSection, type SectionGroup, sections } from '../sections';

/** Consecutive sections of the same group, in sidebar order. */
const groups = sections.reduce<{ name: SectionGroup; sections: AppSection[] }[]>(
  (result, section) => {
    const last = result.at(-1);
    if (last?.name === section.group) last.sections.push(section);
    else result.push({ name: section.group, sections: [section] });
    return result;
  },
  [],
);

interface SidebarProps {
  /** Called after a link is chosen, so the drawer on small screens can close. */
  onNavigate?: () => void;
}

export function Sidebar({ onNavigate }: SidebarProps) {
  // The drawer and the fixed sidebar can both be in the page: their heading ids must differ.
  const groupId = useId();
  return (
    <div className="palette-fixed flex h-full flex-col bg-edtech-ink text-slate-300">
      <div className="flex h-16 shrink-0 items-center gap-3 border-b border-white/10 px-5">
        <div className="flex size-9 items-center justify-center rounded-lg bg-edtech-green text-white">
          <GraduationCap aria-hidden="true" className="size-5" />
        </div>
        <div className="leading-tight">
          <p className="font-bold text-white">Coursedesk</p>
          <p className="text-xs text-slate-400">Admin Panel</p>
        </div>
      </div>

      <nav
        aria-label="Main"
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4"
      >
        {groups.map((group, index) => (
          <div key={group.name} className="mb-5 last:mb-0">
            <p
              id={`${groupId}-${index}`}
              className="px-3 pb-1.5 text-[11px] font-semibold tracking-wider text-slate-400 uppercase"
            >
              {group.name}
            </p>
            <ul aria-labelledby={`${groupId}-${index}`} className="space-y-0.5">
              {group.sections.map(({ path, label, icon: Icon }) => (
                <li key={path}>
                  <NavLink
                    to={path}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-edtech-green',
                        isActive
                          ? 'bg-edtech-green text-white shadow-sm'
                          : 'text-slate-300 hover:bg-white/5 hover:text-white',
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-[18px] shrink-0" />
                    <span className="truncate">{label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>

      <div className="shrink-0 border-t border-white/10 px-5 py-4">
        <p className="text-xs text-slate-400">Version {APP_VERSION}</p>
      </div>
    </div>
  );
}
