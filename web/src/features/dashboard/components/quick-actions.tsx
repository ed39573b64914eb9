import { CirclePlus, CreditCard, type LucideIcon, SquarePen, UserCog } from 'lucide-react';
import { Link } from 'react-router';

const actions: { label: string; to: string; icon: LucideIcon; tone: string }[] = [
  {
    label: 'Manage Users',
    to: '/users',
    icon: UserCog,
    tone: 'bg-edtech-blue/10 text-edtech-blue',
  },
  {
    label: 'View Payments',
    to: '/payments',
    icon: CreditCard,
    tone: 'bg-edtech-green/10 text-edtech-green-dark',
  },
  {
    label: 'Add Course',
    to: '/courses',
    icon: CirclePlus,
    tone: 'bg-edtech-orange/10 text-edtech-orange-dark',
  },
  { label: 'New Blog', to: '/blogs', icon: SquarePen, tone: 'bg-purple-600/10 text-purple-700' },
];

export function QuickActions() {
  return (
    <section
      aria-labelledby="quick-actions-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id="quick-actions-heading" className="text-base font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {actions.map(({ label, to, icon: Icon, tone }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col items-center gap-2.5 rounded-xl border border-slate-200 p-4 text-center text-sm font-medium text-slate-700 transition-colors hover:border-edtech-green/40 hover:bg-edtech-green/5 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-edtech-green"
            >
              <span className={`flex size-10 items-center justify-center rounded-lg ${tone}`}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
