import { Modal } from '@/components/ui/modal';
import { shortcutLabel, shortcutList } from '@/lib/shortcuts';

/** The '?' dialog: every keyboard shortcut of the panel. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts">
      <dl className="divide-y divide-slate-100">
        {shortcutList.map((shortcut) => (
          <div key={shortcut.keys} className="flex items-center justify-between gap-4 py-2 text-sm">
            <dt className="text-slate-700">{shortcut.description}</dt>
            <dd>
              <kbd className="rounded-md border border-slate-200 bg-slate-50 px-2 py-0.5 font-mono text-xs text-slate-700">
                {shortcutLabel(shortcut.keys)}
              </kbd>
            </dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
