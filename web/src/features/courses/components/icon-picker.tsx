import { courseMessages } from '@coursedesk/contract/courses';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { useFormKit } from '@/components/ui/form/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { SvgPathIcon } from '@/components/ui/svg-path-icon';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notifySuccess } from '@/lib/notify';
import { useCreateCourseIcon } from '../api/create-course-icon';
import { useCourseIcons, useIconPaths } from '../api/get-course-icons';
import type { CourseFormValues } from '../course-form';
import type { CoursePath } from './course-fields';
import { CourseIconPreview } from './course-icon-preview';

/** The emoji mode's fixed choices, each with the name a screen reader says. */
export const emojiChoices = [
  { emoji: '🎓', label: 'Graduation cap' },
  { emoji: '💻', label: 'Laptop' },
  { emoji: '🚀', label: 'Rocket' },
  { emoji: '📊', label: 'Bar chart' },
  { emoji: '📈', label: 'Growth chart' },
  { emoji: '🧠', label: 'Brain' },
  { emoji: '🤖', label: 'Robot' },
  { emoji: '🎨', label: 'Palette' },
  { emoji: '🛡️', label: 'Shield' },
  { emoji: '🔒', label: 'Lock' },
  { emoji: '☁️', label: 'Cloud' },
  { emoji: '📱', label: 'Mobile phone' },
  { emoji: '🛠️', label: 'Tools' },
  { emoji: '⚙️', label: 'Gear' },
  { emoji: '🤝', label: 'Handshake' },
  { emoji: '💼', label: 'Briefcase' },
  { emoji: '📚', label: 'Books' },
  { emoji: '✅', label: 'Check mark' },
  { emoji: '⭐', label: 'Star' },
  { emoji: '🏆', label: 'Trophy' },
  { emoji: '🎯', label: 'Target' },
  { emoji: '💡', label: 'Light bulb' },
  { emoji: '📣', label: 'Megaphone' },
  { emoji: '🌍', label: 'Globe' },
] as const;

const ICON_CREATE_FAILED = 'Failed to create icon. Please try again.';

/**
 * Chooses an icon: one of the server's course icons, or an emoji from a fixed list;
 * a new icon can be added with a name and an SVG path, previewed as it is typed.
 */
export function IconPicker({ name, label }: { name: CoursePath; label: string }) {
  const { control } = useFormContext<CourseFormValues>();
  const { field } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const icons = useCourseIcons();
  const paths = useIconPaths();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'icons' | 'emoji'>('icons');
  const [adding, setAdding] = useState(false);
  const panelId = useId();
  const id = useFormKit().fieldId(name);

  function choose(next: string) {
    field.onChange(next);
    setOpen(false);
    setAdding(false);
  }

  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 text-edtech-green-dark"
        >
          {value ? <CourseIconPreview value={value} paths={paths} /> : null}
        </span>
        <span className="min-w-0 text-sm text-slate-600">{value || 'No icon'}</span>
        <Button
          id={id}
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={`${id}-label`}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? 'Close icons' : 'Choose icon'}
        </Button>
        {value ? (
          <Button variant="ghost" size="sm" onClick={() => field.onChange('')}>
            <X aria-hidden="true" />
            Clear icon
          </Button>
        ) : null}
      </div>

      {open ? (
        <section
          id={panelId}
          aria-label={`${label} choices`}
          className="mt-3 space-y-3 rounded-xl border border-slate-200 bg-surface p-3 shadow-sm"
        >
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant={mode === 'icons' ? 'primary' : 'secondary'}
              aria-pressed={mode === 'icons'}
              onClick={() => setMode('icons')}
            >
              Icons
            </Button>
            <Button
              size="sm"
              variant={mode === 'emoji' ? 'primary' : 'secondary'}
              aria-pressed={mode === 'emoji'}
              onClick={() => setMode('emoji')}
            >
              Emoji
            </Button>
            {mode === 'icons' ? (
              <Button
                size="sm"
                variant="ghost"
                aria-expanded={adding}
                onClick={() => setAdding((current) => !current)}
              >
                <Plus aria-hidden="true" />
                Add New Icon
              </Button>
            ) : null}
          </div>

          {mode === 'icons' ? (
            <>
              {adding ? <NewIconForm onCreated={choose} onCancel={() => setAdding(false)} /> : null}
              {icons.isPending ? (
                <Spinner label="Loading icons..." className="py-4" />
              ) : icons.isError ? (
                <p role="alert" className="text-sm text-edtech-red">
                  Failed to load icons.
                </p>
              ) : icons.data.length === 0 ? (
                <p className="text-sm text-slate-500">No icons yet: add one.</p>
              ) : (
                <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8">
                  {icons.data.map((icon) => (
                    <li key={icon._id}>
                      <button
                        type="button"
                        aria-label={icon.iconName}
                        aria-pressed={value === icon.iconName}
                        title={icon.iconName}
                        onClick={() => choose(icon.iconName)}
                        className={cn(
                          'flex w-full flex-col items-center gap-1 rounded-lg border p-2 text-edtech-green-dark hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-edtech-green',
                          value === icon.iconName
                            ? 'border-edtech-green bg-edtech-green/5'
                            : 'border-slate-200',
                        )}
                      >
                        <SvgPathIcon path={icon.iconPath} />
                        <span className="w-full truncate text-center text-[11px] text-slate-600">
                          {icon.iconName}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8">
              {emojiChoices.map((choice) => (
                <li key={choice.emoji}>
                  <button
                    type="button"
                    aria-label={choice.label}
                    aria-pressed={value === choice.emoji}
                    title={choice.label}
                    onClick={() => choose(choice.emoji)}
                    className={cn(
                      'flex w-full flex-col items-center gap-1 rounded-lg border p-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-edtech-green',
                      value === choice.emoji
                        ? 'border-edtech-green bg-edtech-green/5'
                        : 'border-slate-200',
                    )}
                  >
                    <span aria-hidden="true" className="text-2xl leading-none">
                      {choice.emoji}
                    </span>
                    <span className="w-full truncate text-center text-[11px] text-slate-600">
                      {choice.label}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

/** 'Add New Icon': a name and a path, previewed live; created on the server, then chosen. */
function NewIconForm({
  onCreated,
  onCancel,
}: {
  onCreated: (iconName: string) => void;
  onCancel: () => void;
}) {
  const [iconName, setIconName] = useState('');
  const [iconPath, setIconPath] = useState('');
  const [problem, setProblem] = useState<{ message: string; detail?: string }>();
  const createIcon = useCreateCourseIcon();
  const formId = useId();

  function create() {
    if (iconName.trim() === '' || iconPath.trim() === '') {
      setProblem({ message: courseMessages.iconRequired });
      return;
    }
    setProblem(undefined);
    createIcon.mutate(
      { iconName, iconPath },
      {
        onSuccess: ({ data, message }) => {
          notifySuccess(message ?? courseMessages.iconCreated);
          onCreated(data.iconName);
        },
        onError: (error) => {
          const reason = error instanceof ApiError && error.isFromServer ? error.message : '';
          setProblem({ message: ICON_CREATE_FAILED, detail: reason || undefined });
        },
      },
    );
  }

  // Enter creates the icon here rather than submitting the course.
  function onEnter(event: KeyboardEvent) {
    if (event.key !== 'Enter' || event.target instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    create();
  }

  return (
    // A group, not a form: it sits inside the course's form.
    <fieldset
      aria-label="Add New Icon"
      className="space-y-3 rounded-lg border border-dashed border-slate-300 p-3"
      onKeyDown={onEnter}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto]">
        <div className="space-y-3">
          <Field id={`${formId}-name`} label="Icon name">
            <Input
              id={`${formId}-name`}
              value={iconName}
              onChange={(event) => setIconName(event.target.value)}
              placeholder="e.g. rocket launch"
              autoComplete="off"
            />
          </Field>
          <Field id={`${formId}-path`} label="SVG path">
            <Textarea
              id={`${formId}-path`}
              value={iconPath}
              onChange={(event) => setIconPath(event.target.value)}
              rows={2}
              spellCheck={false}
              placeholder="M13 10V3L4 14h7v7l9-11h-7z"
              className="font-mono text-xs"
            />
          </Field>
        </div>
        <div className="flex flex-col items-center gap-1.5">
          <div className="flex size-16 items-center justify-center rounded-xl border border-slate-200 bg-surface text-edtech-green shadow-xs">
            <SvgPathIcon path={iconPath.trim()} label="New icon preview" className="size-8" />
          </div>
          <span className="text-xs text-slate-500">Preview</span>
        </div>
      </div>
      {problem ? (
        <div role="alert" className="text-sm font-medium text-edtech-red">
          <p>{problem.message}</p>
          {problem.detail ? <p className="font-normal text-slate-600">{problem.detail}</p> : null}
        </div>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" onClick={create} disabled={createIcon.isPending}>
          {createIcon.isPending ? 'Creating...' : 'Create Icon'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
