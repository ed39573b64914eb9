import type { Role } from '@coursedesk/contract/auth';
import { Shield, User } from 'lucide-react';
import { Badge } from './badge';

/** An account's role: in the users list, the header and the header's menu. */
export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return role === 'admin' ? (
    <Badge tone="orange" className={className}>
      <Shield aria-hidden="true" className="size-3" />
      Admin
    </Badge>
  ) : (
    <Badge tone="blue" className={className}>
      <User aria-hidden="true" className="size-3" />
      User
    </Badge>
  );
}
