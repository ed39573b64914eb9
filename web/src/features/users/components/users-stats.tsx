import type { UserStats } from '@coursedesk/contract/users';
import { ShieldCheck, UserRound, Users } from 'lucide-react';
import { StatCards } from '@/components/ui/stat-cards';

/** The accounts screen's figures, counted by the server over every account. */
export function UsersStats({ stats }: { stats: UserStats }) {
  return (
    <StatCards
      label="User statistics"
      className="grid-cols-1 sm:grid-cols-3 lg:grid-cols-3"
      cards={[
        { label: 'Total Users', value: stats.total, icon: Users, accent: 'blue' },
        { label: 'Admins', value: stats.admins, icon: ShieldCheck, accent: 'orange' },
        { label: 'Regular Users', value: stats.users, icon: UserRound, accent: 'green' },
      ]}
    />
  );
}
