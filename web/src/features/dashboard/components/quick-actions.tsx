import type { AccentColor } from '@coursedesk/contract/collections/accents';
import { CirclePlus, CreditCard, type LucideIcon, SquarePen, UserCog } from 'lucide-react';
import { Link } from 'react-router';
import { AccentIcon } from '@/components/ui/accent-icon';
import { Card } from '@/components/ui/card';

const actions: { label: string; to: string; icon: LucideIcon; accent: AccentColor }[] = [
  { label: 'Manage Users', to: '/users', icon: UserCog, accent: 'blue' },
  { label: 'View Payments', to: '/payments', icon: CreditCard, accent: 'green' },
  { label: 'Add Course', to: '/courses?new=1', icon: CirclePlus, accent: 'orange' },
  { label: 'New Blog', to: '/blogs?new=1', icon: SquarePen, accent: 'purple' },
];

export function QuickActions() {
  return (
    <Card as="section" padding="md" aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="text-base font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {actions.map(({ label, to, icon, accent }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col items-center gap-2.5 rounded-xl border border-slate-200 p-4 text-center text-sm font-medium text-slate-700 transition-colors hover:border-edtech-green/40 hover:bg-edtech-green/5 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-edtech-green"
            >
              <AccentIcon icon={icon} accent={accent} />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
