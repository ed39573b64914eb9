import { type DashboardStats, TOP_COURSES_LIMIT } from '@coursedesk/contract/dashboard';
import { GraduationCap } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCurrency, formatNumber } from '@/lib/format';

const rankStyles = [
  'bg-edtech-orange/15 text-edtech-orange-dark',
  'bg-slate-200 text-slate-700',
  'bg-edtech-orange/10 text-edtech-orange',
];

/** The best-selling courses, ranked as the server ranks them. */
export function TopCourses({ courses }: { courses: DashboardStats['topCourses'] }) {
  const shown = courses.slice(0, TOP_COURSES_LIMIT);
  return (
    <Card as="section" padding="md" aria-labelledby="top-courses-heading">
      <h2 id="top-courses-heading" className="text-base font-semibold text-slate-900">
        Top Courses
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">Enrollments and revenue per course</p>

      {shown.length === 0 ? (
        <div className="flex flex-col items-center py-10 text-center">
          <GraduationCap aria-hidden="true" className="size-8 text-slate-300" />
          <p className="mt-2 text-sm text-slate-500">No course sales yet</p>
        </div>
      ) : (
        <ol aria-labelledby="top-courses-heading" className="mt-4 divide-y divide-slate-100">
          {shown.map((course, index) => (
            <li key={course.courseName} className="flex items-start gap-3 py-3">
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                  rankStyles[index] ?? 'bg-slate-100 text-slate-600',
                )}
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                {/* Whole names, wrapping: two courses can share their first dozen letters. */}
                <p className="font-medium break-words text-slate-900">{course.courseName}</p>
                <p className="text-xs text-slate-500">
                  {formatNumber(course.enrollments)}{' '}
                  {course.enrollments === 1 ? 'enrollment' : 'enrollments'}
                </p>
              </div>
              <p className="shrink-0 font-semibold text-slate-900 tabular-nums">
                {formatCurrency(course.revenue)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
