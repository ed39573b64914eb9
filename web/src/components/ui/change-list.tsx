import type { ActivityChanges } from '@coursedesk/contract/activity';
import { formatChangeValue } from '@/lib/activity';
import { cn } from '@/lib/cn';

interface ChangeListProps {
  changes: ActivityChanges;
  className?: string;
}

/** An update's changed fields, each from what to what: the History panel's and the Activity screen's. */
export function ChangeList({ changes, className }: ChangeListProps) {
  return (
    <ul className={cn('space-y-1 text-xs text-slate-600', className)}>
      {Object.entries(changes).map(([field, change]) => (
        <li key={field}>
          <span className="font-medium">{field}</span>: {formatChangeValue(change.before)} →{' '}
          {formatChangeValue(change.after)}
        </li>
      ))}
    </ul>
  );
}
