import type { User } from '@coursedesk/contract/auth';
import { ShieldCheck, UserRound, Users } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';

export function UsersStats({ users }: { users: User[] }) {
  const admins = users.filter((user) => user.role === 'admin').length;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard label="Total Users" value={users.length} icon={Users} accent="blue" />
      <StatCard label="Admins" value={admins} icon={ShieldCheck} accent="orange" />
      <StatCard
        label="Regular Users"
        value={users.length - admins}
        icon={UserRound}
        accent="green"
      />
    </div>
  );
}
