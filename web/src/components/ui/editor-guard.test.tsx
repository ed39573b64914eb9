import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { useEditorGuard, useGuardedForm } from './editor-guard';
import { Modal } from './modal';

function NameForm({ onSave, onDone }: { onSave: (name: string) => void; onDone: () => void }) {
  const form = useForm({ defaultValues: { name: 'Ada' } });
  const submit = form.handleSubmit(({ name }) => onSave(name));
  const cancel = useGuardedForm(form.formState.isDirty, () => void submit(), onDone);
  return (
    <form onSubmit={submit}>
      <input aria-label="Name" {...form.register('name')} />
      <button type="button" onClick={cancel}>
        Cancel
      </button>
    </form>
  );
}

function Editor({ onSave }: { onSave: (name: string) => void }) {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  const guard = useEditorGuard(open, close);
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (!next) guard.requestClose();
        }}
        title="Edit name"
      >
        {guard.wrap(<NameForm onSave={onSave} onDone={close} />)}
      </Modal>
      {guard.prompt}
    </>
  );
}

function renderEditor(onSave = vi.fn()) {
  return {
    onSave,
    ...renderRoute(<Editor onSave={onSave} />, {
      path: '/editor',
      otherRoutes: { '/elsewhere': <p>Elsewhere screen</p> },
    }),
  };
}

describe('the editor guard', () => {
  it('closes at once on Escape while nothing is changed', async () => {
    const { user } = renderEditor();
    await screen.findByRole('dialog', { name: 'Edit name' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before Escape or Cancel discard unsaved changes', async () => {
    const { user } = renderEditor();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' Lovelace');

    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(ask).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves on Ctrl S, even from inside a field', async () => {
    const { user, onSave } = renderEditor();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' Lovelace');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Ada Lovelace'));
  });

  it('asks before a move to another screen, and on reload while changes are unsaved', async () => {
    const { user, router } = renderEditor();
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByRole('dialog', { name: 'Edit name' });
    expect(reload()).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Lovelace');
    expect(reload()).toBe(true);

    await router.navigate('/elsewhere');
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(ask).toHaveTextContent('Leaving now discards them.');
    expect(router.state.location.pathname).toBe('/editor');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await screen.findByText('Elsewhere screen');
  });
});

function InlineEditor({ onClose }: { onClose: () => void }) {
  const form = useForm({ defaultValues: { name: 'Ada' } });
  const guard = useEditorGuard(true, onClose, {
    dirty: form.formState.isDirty,
    save: () => undefined,
  });
  return (
    <form aria-label="Inline">
      <input aria-label="Name" {...form.register('name')} />
      {guard.prompt}
    </form>
  );
}

describe('the guard of an editor on the screen', () => {
  it('closes on Escape, asking first while changes are unsaved', async () => {
    const onClose = vi.fn();
    const { user } = renderRoute(<InlineEditor onClose={onClose} />, { path: '/inline' });

    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Lovelace');
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    // Esc in the question closes the question only.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
