import { addTag } from '@coursedesk/contract/blogs';
import { X } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Input } from '@/components/ui/input';

type TagInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  tags: string[];
  onChange: (tags: string[]) => void;
};

/** Tags added by Enter, trimmed, without duplicates (docs/blogs.md); each removable. */
export function TagInput({ tags, onChange, ...inputProps }: TagInputProps) {
  const [draft, setDraft] = useState('');
  return (
    <div className="space-y-2">
      <Input
        {...inputProps}
        value={draft}
        placeholder="Type a tag and press Enter"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onChange(addTag(tags, draft));
          setDraft('');
        }}
      />
      {tags.length > 0 ? (
        <ul aria-label="Chosen tags" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-xs font-medium text-slate-700"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                className="rounded-full p-0.5 hover:bg-slate-200"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
