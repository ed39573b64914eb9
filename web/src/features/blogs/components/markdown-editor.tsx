import { Bold, Code, Heading2, Image, Italic, Link, List, type LucideIcon } from 'lucide-react';
import { type ComponentProps, useRef } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { applyMarkdownAction, type MarkdownAction } from './markdown-actions';
import { MarkdownContent } from './markdown-content';

const TOOLS: { action: MarkdownAction; label: string; icon: LucideIcon }[] = [
  { action: 'heading', label: 'Heading', icon: Heading2 },
  { action: 'bold', label: 'Bold', icon: Bold },
  { action: 'italic', label: 'Italic', icon: Italic },
  { action: 'link', label: 'Link', icon: Link },
  { action: 'list', label: 'List', icon: List },
  { action: 'code', label: 'Code', icon: Code },
  { action: 'image', label: 'Image by URL', icon: Image },
];

type MarkdownEditorProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** Markdown with a toolbar, and the rendered post beside it as it is typed. */
export function MarkdownEditor({ value, onChange, ref, ...textareaProps }: MarkdownEditorProps) {
  const textarea = useRef<HTMLTextAreaElement | null>(null);

  function apply(action: MarkdownAction) {
    const element = textarea.current;
    const edit = applyMarkdownAction(action, {
      text: value,
      selectionStart: element?.selectionStart ?? value.length,
      selectionEnd: element?.selectionEnd ?? value.length,
    });
    onChange(edit.text);
    // After React has written the new text, select what the user is to type over.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex flex-col overflow-hidden rounded-lg border border-slate-300">
        <div
          role="toolbar"
          aria-label="Formatting"
          className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5"
        >
          {TOOLS.map(({ action, label, icon: Icon }) => (
            <button
              key={action}
              type="button"
              aria-label={label}
              title={label}
              onClick={() => apply(action)}
              className="rounded-md p-1.5 text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-400"
            >
              <Icon aria-hidden="true" className="size-4" />
            </button>
          ))}
        </div>
        <Textarea
          {...textareaProps}
          ref={(element) => {
            textarea.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) ref.current = element;
          }}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={16}
          className="min-h-80 rounded-none border-0 font-mono shadow-none focus:ring-0"
        />
      </div>
      <section
        aria-label="Preview"
        className="min-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-surface p-4 lg:max-h-[28rem]"
      >
        <p className="mb-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">Preview</p>
        {value.trim() ? (
          <MarkdownContent markdown={value} />
        ) : (
          <p className="text-sm text-slate-400">Nothing to preview yet.</p>
        )}
      </section>
    </div>
  );
}
