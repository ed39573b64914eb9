import type { Role } from '@coursedesk/contract/auth';
import { Shield, User } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

export function RoleBadge({ role }: { role: Role }) {
  return role === 'admin' ? (
    <Badge tone="orange">
      <Shield aria-hidden="true" className="size-3" />
      Admin
    </Badge>
  ) : (
    <Badge tone="blue">
      <User aria-hidden="true" className="size-3" />
      User
    </Badge>
  );
}
