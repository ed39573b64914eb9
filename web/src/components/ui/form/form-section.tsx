import { type ReactNode, useId } from 'react';
import { Card } from '../card';

/**
 * A titled group of fields, announced as a region by its title. A page's sections (level 2)
 * are cards; a section inside a dialog's tab (level 3) is a bordered box.
 */
export function FormSection({
  title,
  description,
  level = 2,
  children,
}: {
  title: string;
  description?: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const headingId = useId();
  if (level === 3) {
    return (
      <section
        aria-labelledby={headingId}
        className="space-y-4 rounded-xl border border-slate-200 p-4"
      >
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        {description ? <p className="text-sm text-slate-500">{description}</p> : null}
        {children}
      </section>
    );
  }
  return (
    <Card as="section" padding="md" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-500">{description}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </Card>
  );
}
