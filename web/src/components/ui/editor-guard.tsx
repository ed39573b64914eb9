import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useShortcut } from '@/lib/shortcuts';
import { Button } from './button';
import { Modal } from './modal';
import { UnsavedChangesPrompt } from './unsaved-changes';

interface EditorGuardLink {
  setDirty: (dirty: boolean) => void;
  requestClose: { current: () => void };
  save: { current: (() => void) | undefined };
}

const EditorGuardContext = createContext<EditorGuardLink | null>(null);

/** An editor that is its own form, on the screen rather than in a dialog: its state, given directly. */
interface InlineForm {
  dirty: boolean;
  /** The form's submit; undefined while a save is under way. */
  save: (() => void) | undefined;
}

/**
 * The guard of an editor dialog (docs/keyboard.md): closing it (Esc, the overlay, the close
 * button, Cancel) asks first while its form has unsaved changes, as do a move to another screen
 * and a reload; ⌘S / Ctrl S saves it. The dialog passes `requestClose` as its way to close and
 * wraps its content in `wrap`; the form inside reports itself with `useGuardedForm`. An editor
 * on the screen (a website section's item form) gives its form's state as `inline` instead, and
 * Esc closes it too.
 */
export function useEditorGuard(open: boolean, onClose: () => void, inline?: InlineForm) {
  const [reported, setDirty] = useState(false);
  const dirty = inline ? inline.dirty : reported;
  const [asking, setAsking] = useState(false);
  const save = useRef<(() => void) | undefined>(undefined);
  if (inline) save.current = inline.save;
  const requestClose = useCallback(() => {
    if (dirty) setAsking(true);
    else onClose();
  }, [dirty, onClose]);
  const closeRef = useRef(requestClose);
  closeRef.current = requestClose;
  const link = useMemo<EditorGuardLink>(() => ({ setDirty, save, requestClose: closeRef }), []);

  useShortcut(
    'mod+s',
    () => {
      if (!save.current) return false;
      save.current();
      return true;
    },
    { enabled: open, inFields: true },
  );
  // A dialog closes itself on Esc (and asks through requestClose); an inline editor does not.
  // Esc in a dialog over it (the question itself, the palette) is that dialog's.
  useShortcut(
    'escape',
    (event) => {
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return false;
      requestClose();
      return true;
    },
    { enabled: open && inline !== undefined, inFields: true },
  );

  const wrap = (children: ReactNode) => (
    <EditorGuardContext value={link}>{children}</EditorGuardContext>
  );
  const prompt = (
    <>
      <UnsavedChangesPrompt dirty={open && dirty} />
      <Modal
        open={asking}
        onOpenChange={(next) => {
          if (!next) setAsking(false);
        }}
        title="Discard unsaved changes?"
        description="You have changes in this editor that are not saved. Closing it now discards them."
      >
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setAsking(false)}>
            Keep editing
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setAsking(false);
              setDirty(false);
              onClose();
            }}
          >
            Discard changes
          </Button>
        </div>
      </Modal>
    </>
  );
  return { requestClose, wrap, prompt };
}

/**
 * Tells the editor's guard whether the form has unsaved changes, and how ⌘S saves it (`save`,
 * the form's submit; left out while a save is under way). Returns the form's Cancel: it asks
 * first too (`fallback` outside a guarded dialog).
 */
export function useGuardedForm(
  dirty: boolean,
  save: (() => void) | undefined,
  fallback: () => void,
): () => void {
  const link = useContext(EditorGuardContext);
  if (link) link.save.current = save;
  useEffect(() => {
    if (!link) return;
    link.setDirty(dirty);
  }, [link, dirty]);
  useEffect(() => {
    if (!link) return;
    return () => {
      link.setDirty(false);
      link.save.current = undefined;
    };
  }, [link]);
  return link ? () => link.requestClose.current() : fallback;
}
