import { type SeoFormValues, seoLimits } from '@coursedesk/contract/publishing';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { Textarea } from './textarea';

interface SeoSectionProps {
  values: SeoFormValues;
  onChange: (values: SeoFormValues) => void;
  /** What the public answers fall back to when a field is left empty. */
  fallback: { title: string; description: string };
  /** The page's address as a search result shows it. */
  address: string;
  errors?: Partial<Record<keyof SeoFormValues, string | undefined>>;
  /** Id prefix of the controls, so a refused save can focus one. */
  idPrefix?: string;
}

function LengthHint({ length, hint, max }: { length: number; hint: number; max: number }) {
  const over = length > hint;
  return (
    <span className={cn('text-xs', over ? 'text-edtech-orange' : 'text-slate-500')}>
      {length}/{hint} characters{over ? ` (search results cut near ${hint}; at most ${max})` : ''}
    </span>
  );
}

/**
 * The "SEO" section of the course and post editors: title, description, image, canonical address
 * and no-index, with a search-result preview and length hints. Empty fields fall back to the
 * record's own title and text on the site.
 */
export function SeoSection({
  values,
  onChange,
  fallback,
  address,
  errors = {},
  idPrefix,
}: SeoSectionProps) {
  const generated = useId();
  const id = (field: keyof SeoFormValues) => `${idPrefix ?? generated}${field}`;
  const set = (patch: Partial<SeoFormValues>) => onChange({ ...values, ...patch });
  const title = values.title || fallback.title;
  const description = values.description || fallback.description;
  const error = (field: keyof SeoFormValues) =>
    errors[field] ? (
      <p role="alert" className="text-sm text-edtech-red">
        {errors[field]}
      </p>
    ) : null;
  return (
    <section aria-label="SEO" className="flex flex-col gap-4">
      <h3 className="text-base font-semibold text-slate-900">SEO</h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={id('title')} className="text-sm font-medium text-slate-700">
          SEO title <span className="text-slate-500">(optional)</span>
        </label>
        <Input
          id={id('title')}
          value={values.title}
          maxLength={seoLimits.title}
          placeholder={fallback.title}
          onChange={(event) => set({ title: event.target.value })}
        />
        <LengthHint length={values.title.length} hint={seoLimits.titleHint} max={seoLimits.title} />
        {error('title')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id('description')} className="text-sm font-medium text-slate-700">
          SEO description <span className="text-slate-500">(optional)</span>
        </label>
        <Textarea
          id={id('description')}
          rows={3}
          value={values.description}
          maxLength={seoLimits.description}
          placeholder={fallback.description}
          onChange={(event) => set({ description: event.target.value })}
        />
        <LengthHint
          length={values.description.length}
          hint={seoLimits.descriptionHint}
          max={seoLimits.description}
        />
        {error('description')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={id('image')} className="text-sm font-medium text-slate-700">
            Share image <span className="text-slate-500">(optional)</span>
          </label>
          <Input
            id={id('image')}
            value={values.image}
            placeholder="https://… (the record's image when empty)"
            onChange={(event) => set({ image: event.target.value })}
          />
          {error('image')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={id('canonical')} className="text-sm font-medium text-slate-700">
            Canonical address <span className="text-slate-500">(optional)</span>
          </label>
          <Input
            id={id('canonical')}
            value={values.canonical}
            placeholder="https://www.example.com/…"
            onChange={(event) => set({ canonical: event.target.value })}
          />
          {error('canonical')}
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={values.noindex}
          onChange={(event) => set({ noindex: event.target.checked })}
        />
        Ask search engines not to index this page (noindex)
      </label>
      <figure
        aria-label="Search result preview"
        className="rounded-lg border border-slate-200 bg-surface p-4"
      >
        <figcaption className="mb-2 text-xs font-medium text-slate-500">
          Search result preview
        </figcaption>
        <p className="truncate text-xs text-slate-600">{address}</p>
        <p className="truncate text-lg text-blue-700">{cut(title, seoLimits.titleHint)}</p>
        <p className="text-sm text-slate-600">{cut(description, seoLimits.descriptionHint)}</p>
        {values.noindex ? (
          <p className="mt-1 text-xs text-edtech-orange">Not shown in search results (noindex)</p>
        ) : null}
      </figure>
    </section>
  );
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
