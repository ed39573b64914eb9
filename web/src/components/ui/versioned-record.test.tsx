import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithQueries } from '@/test/render';
import { VersionedRecord } from './versioned-record';

/** A record stored on a server whose version moves each time it is read. */
function Editor({ reads }: { reads: { count: number } }) {
  const query = useQuery({
    queryKey: ['record'],
    queryFn: async () => {
      reads.count += 1;
      return { title: `Title ${reads.count}`, version: `"${reads.count}"` };
    },
  });
  return (
    <VersionedRecord query={query} failure="Failed to load the record">
      {(record, reload) => (
        <div>
          <p>
            Editing {record.title} at {record.version}
          </p>
          <button type="button" onClick={() => void reload()}>
            Reload
          </button>
        </div>
      )}
    </VersionedRecord>
  );
}

describe('VersionedRecord', () => {
  it('keeps the record it opened while the query refreshes, and moves on only on a reload', async () => {
    const reads = { count: 0 };
    const { queryClient: client } = renderWithQueries(<Editor reads={reads} />);
    expect(await screen.findByText('Editing Title 1 at "1"')).toBeInTheDocument();

    // A refresh in the background (a window regaining focus) must not change the version saved.
    await act(() => client.invalidateQueries({ queryKey: ['record'] }));
    await waitFor(() => expect(reads.count).toBe(2));
    expect(screen.getByText('Editing Title 1 at "1"')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Editing Title 3 at "3"')).toBeInTheDocument();
  });
});
