import { advantageStatsCollection } from '@coursedesk/contract/collections/advantage-stats';
import { faqsCollection } from '@coursedesk/contract/collections/faqs';
import { teamMembersCollection } from '@coursedesk/contract/collections/team-members';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { serveCollection, storedItem } from '../test/serve-collection';
import { CollectionScreen } from './collection-screen';

const messages = {
  created: 'Advantage stat created successfully',
  updated: 'Advantage stat updated successfully',
  deleted: 'Advantage stat deleted successfully',
};

function stat(_id: string, id: string, title: string) {
  return storedItem(_id, {
    id,
    title,
    value: '1+',
    label: 'Label',
    description: 'Description',
    dots: 0,
    accent: 'blue',
  });
}

describe('CollectionScreen', () => {
  it("labels Advantage Stats' button 'Add Stat', as the section declares", async () => {
    serveCollection('advantage-stats', [], messages);
    renderRoute(<CollectionScreen definition={advantageStatsCollection} />, {
      path: '/advantage-stats',
    });

    expect(await screen.findByText('Use “Add Stat” to create the first one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Stat' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Add Advantage stat/i })).not.toBeInTheDocument();
  });

  it("shows a team member's social links on the card, and none that are missing", async () => {
    serveCollection(
      'team-members',
      [
        storedItem('t1', {
          name: 'Kay Lee',
          role: 'Head of Curriculum and Learning Experience Design',
          bio: 'Writes courses.',
          linkedin: 'https://www.linkedin.com/in/kay',
          twitter: 'https://twitter.com/kay',
        }),
        storedItem('t2', { name: 'Sam Roe', role: 'Mentor', bio: 'Helps.', linkedin: '' }),
      ],
      messages,
    );
    renderRoute(<CollectionScreen definition={teamMembersCollection} />, {
      path: '/team-members',
    });

    const kay = await screen.findByRole('article', { name: 'Kay Lee' });
    expect(within(kay).getByRole('link', { name: 'Kay Lee on LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/kay',
    );
    expect(within(kay).getByRole('link', { name: 'Kay Lee on Twitter' })).toHaveAttribute(
      'href',
      'https://twitter.com/kay',
    );
    // The whole role is shown, not cut short.
    expect(
      within(kay).getByText('Head of Curriculum and Learning Experience Design'),
    ).not.toHaveClass('truncate');
    const sam = screen.getByRole('article', { name: 'Sam Roe' });
    expect(within(sam).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the singular name for sections that do not override the label', async () => {
    serveCollection('faqs', [], messages);
    renderRoute(<CollectionScreen definition={faqsCollection} />, { path: '/faqs' });
    expect(await screen.findByText('Use “Add FAQ” to create the first one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add FAQ' })).toBeEnabled();
  });

  it('starts a new stat one past the highest ID, even after a gap left by a delete', async () => {
    // stat-002 was deleted: counting the items would offer stat-003, which is taken.
    serveCollection(
      'advantage-stats',
      [stat('a', 'stat-001', 'Graduates'), stat('b', 'stat-003', 'Partners')],
      messages,
    );
    const { user } = renderRoute(<CollectionScreen definition={advantageStatsCollection} />, {
      path: '/advantage-stats',
    });
    await screen.findByRole('article', { name: 'Partners' });

    await user.click(screen.getByRole('button', { name: 'Add Stat' }));
    const form = await screen.findByRole('form', { name: 'New Advantage stat' });
    expect(within(form).getByLabelText('ID')).toHaveValue('stat-004');
  });

  it('pages a long section on the server, the page in the address', async () => {
    const many = Array.from({ length: 150 }, (_, index) =>
      storedItem(`faq-${index + 1}`, {
        id: index + 1,
        question: `Question ${index + 1}?`,
        answer: 'A.',
      }),
    );
    const { lists } = serveCollection('faqs', many, messages);
    const { user, router } = renderRoute(<CollectionScreen definition={faqsCollection} />, {
      path: '/faqs',
    });
    await screen.findByRole('article', { name: 'Question 1?' });
    expect(screen.queryByRole('article', { name: 'Question 101?' })).not.toBeInTheDocument();
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1 to 100 of 150 results');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('article', { name: 'Question 101?' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(lists.at(-1)?.get('page')).toBe('2');
    expect(lists.at(-1)?.get('limit')).toBe('100');
    // A new FAQ is numbered past the highest of all of them, not of the page shown.
    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    const form = await screen.findByRole('form', { name: 'New FAQ' });
    expect(within(form).getByLabelText('ID')).toHaveValue(151);
  });

  it("searches team members on the server and shows the summary's figures", async () => {
    const member = (id: string, name: string, role: string) =>
      storedItem(id, { name, role, bio: 'Bio.', image: null, linkedin: null, twitter: null });
    const { lists } = serveCollection(
      'team-members',
      [member('a', 'Ada Lovelace', 'Head of Curriculum'), member('b', 'Grace Hopper', 'Engineer')],
      messages,
      () => ({ total: 42, uniqueRoles: 7, completeProfiles: 3 }),
    );
    const { user, router } = renderRoute(<CollectionScreen definition={teamMembersCollection} />, {
      path: '/team-members',
    });
    const figures = await screen.findByRole('region', { name: 'Meet Our Team figures' });
    expect(within(figures).getByText('Total Members').nextSibling).toHaveTextContent('42');
    expect(within(figures).getByText('Unique Roles').nextSibling).toHaveTextContent('7');
    expect(within(figures).getByText('Complete Profiles').nextSibling).toHaveTextContent('3');

    await user.type(screen.getByRole('searchbox'), 'grace');
    await screen.findByText('Grace Hopper');
    await expect.poll(() => lists.at(-1)?.get('search')).toBe('grace');
    expect(router.state.location.search).toContain('search=grace');
    // The page before the search stays on screen until the searched one arrives.
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument());
  });
});
