import { lazy, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { OnDemand } from '@/components/ui/on-demand';

// The question's dialog code loads when a move is first held back.
const Modal = lazy(async () => ({ default: (await import('@/components/ui/modal')).Modal }));

/**
 * While `dirty`, leaving the page asks first: a move inside the app opens the dialog this
 * renders, and closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  return (
    <OnDemand open={blocked}>
      <Modal
        open={blocked}
        onOpenChange={(open) => {
          if (!open && blocked) blocker.reset();
        }}
        title="Discard unsaved changes?"
        description="You have changes on this page that are not saved. Leaving now discards them."
      >
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Discard changes
          </Button>
        </div>
      </Modal>
    </OnDemand>
  );
}
