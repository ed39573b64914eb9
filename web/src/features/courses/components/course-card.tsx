import { Clock, Layers, type LucideIcon, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { accentStyle } from '@/components/ui/accent';
import { DeleteButton, EditButton } from '@/components/ui/action-buttons';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PublishStatusBadge } from '@/components/ui/publish-status-badge';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import type { CourseEntry } from '../api/get-courses';
import { CourseIconPreview } from './course-icon-preview';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

interface CourseCardProps {
  entry: CourseEntry;
  iconPaths: ReadonlyMap<string, string>;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A course in the grid (docs/courses.md): its headline, price, and how much it holds. */
export function CourseCard({ entry, iconPaths, deleting, onEdit, onDelete }: CourseCardProps) {
  const { course, pricing, details } = entry;
  const accent = accentStyle(course.accent);
  const headingId = `course-${course._id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="flex flex-col p-5">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-lg',
            accent.soft,
          )}
        >
          {course.iconName ? <CourseIconPreview value={course.iconName} paths={iconPaths} /> : null}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {course.title}
          </h2>
          <p className="text-sm text-slate-500">{course.category}</p>
        </div>
        <PublishStatusBadge status={course.publishStatus} publishAt={course.publishAt} />
        {course.featured ? <Badge tone="orange">Featured</Badge> : null}
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-slate-600">{course.desc}</p>
      <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <Fact icon={Clock} label="Duration">
          {course.duration}
        </Fact>
        <Fact icon={Layers} label="Modules">
          {plural(details?.curriculum.length ?? 0, 'module')}
        </Fact>
        <Fact icon={Wrench} label="Tools">
          {plural(details?.tools.length ?? 0, 'tool')}
        </Fact>
      </dl>
      <div className="mt-auto flex items-end justify-between gap-3 pt-4">
        <Price current={pricing?.currentPrice} original={pricing?.originalPrice} />
        <div className="flex gap-1">
          <EditButton name={course.title} onClick={onEdit} />
          <DeleteButton
            name={course.title}
            onClick={onDelete}
            disabled={deleting}
            className="text-edtech-red hover:text-edtech-red"
          />
        </div>
      </div>
    </Card>
  );
}

/** One of the card's facts: its icon, named for screen readers, before the value. */
function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The current price, with the original struck through when it is higher. */
function Price({ current, original }: { current?: number; original?: number }) {
  if (current === undefined) return <p className="text-sm text-slate-500">No pricing yet</p>;
  return (
    <p className="flex items-baseline gap-2">
      <span className="text-lg font-semibold text-slate-900">{formatCurrency(current)}</span>
      {original !== undefined && original > current ? (
        <s className="text-sm text-slate-500">
          <span className="sr-only">Original price </span>
          {formatCurrency(original)}
        </s>
      ) : null}
    </p>
  );
}
