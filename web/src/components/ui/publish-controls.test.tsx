import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PublishControls } from './publish-controls';

const input = { id: 'publish-at', name: 'publishAt' };

describe('PublishControls', () => {
  it('offers a new record Save as draft, Publish and Schedule, and says it starts as a draft', () => {
    const onSave = vi.fn();
    render(<PublishControls publishAtInput={input} onSave={onSave} saving={false} />);
    expect(screen.getByText('New items start as drafts.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(onSave.mock.calls).toEqual([['draft'], ['published'], ['scheduled']]);
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.getByLabelText('Publish at')).toHaveAttribute('type', 'datetime-local');
  });

  it('offers a published record Unpublish, and shows its state', () => {
    const onSave = vi.fn();
    render(
      <PublishControls
        stored={{ publishStatus: 'published', publishAt: null }}
        publishAtInput={input}
        onSave={onSave}
        saving={false}
      />,
    );
    expect(screen.getAllByText('Published').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(onSave).toHaveBeenCalledWith('draft');
    expect(screen.queryByRole('button', { name: 'Save as draft' })).toBeNull();
  });

  it('shows a schedule with its time, offers to reschedule, and says what is wrong', () => {
    render(
      <PublishControls
        stored={{ publishStatus: 'scheduled', publishAt: '2031-05-01T09:00:00.000Z' }}
        publishAtInput={input}
        publishAtError="The publish time must be in the future"
        onSave={vi.fn()}
        saving={false}
        preview={<button type="button">Preview on site</button>}
      />,
    );
    expect(screen.getAllByText(/Scheduled/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The publish time must be in the future');
    expect(screen.getByLabelText('Publish at')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Preview on site' })).toBeInTheDocument();
  });

  it('turns every save off while one is under way', () => {
    render(<PublishControls publishAtInput={input} onSave={vi.fn()} saving />);
    for (const name of ['Save as draft', 'Publish', 'Schedule'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });
});
