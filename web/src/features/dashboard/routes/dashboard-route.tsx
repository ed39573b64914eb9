import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/session';

export function DashboardRoute() {
  const session = useSession();
  const name = session.status === 'signed-in' ? session.user.name : undefined;
  return (
    <PageHeader
      title="Dashboard"
      description={`Welcome to the Coursedesk admin panel${name ? `, ${name}` : ''}. Choose a section from the menu to get started.`}
    />
  );
}
