import { advantageStatsCollection } from '@coursedesk/contract/collections/advantage-stats';
import { companyLogosCollection } from '@coursedesk/contract/collections/company-logos';
import { upcomingSkillsCollection } from '@coursedesk/contract/collections/upcoming-skills';
import { DEFAULT_VALUE_ICON_PATH, valuesCollection } from '@coursedesk/contract/collections/values';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { serveCollection, storedItem } from '../test/serve-collection';
import { CollectionRoute } from './collection-route';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Core Values', () => {
  const messages = {
    created: 'Value created successfully',
    updated: 'Value updated successfully',
    deleted: 'Value deleted successfully',
  };
  const integrity = storedItem('value-1', {
    title: 'Integrity',
    description: 'We do what we say.',
    iconPath: 'M5 13l4 4L19 7',
  });

  function renderValues() {
    return renderRoute(<CollectionRoute definition={valuesCollection} />, { path: '/values' });
  }

  it('shows each value as a card with its icon', async () => {
    serveCollection('values', [integrity], messages);
    const { container } = renderValues();

    const card = await screen.findByRole('article', { name: 'Integrity' });
    expect(within(card).getByText('We do what we say.')).toBeInTheDocument();
    expect(container.querySelector('article svg path')).toHaveAttribute('d', 'M5 13l4 4L19 7');
  });

  it('previews the icon path only while it is valid', async () => {
    const { calls } = serveCollection('values', [], messages);
    const { user } = renderValues();
    await screen.findByText('No values found');

    await user.click(screen.getByRole('button', { name: 'Add Value' }));
    const form = await screen.findByRole('form', { name: 'New Value' });
    const path = within(form).getByLabelText('Icon SVG path');
    expect(path).toHaveValue(DEFAULT_VALUE_ICON_PATH);
    const preview = within(form).getByRole('img', { name: 'Icon preview' });
    expect(preview.querySelector('path')).toHaveAttribute('d', DEFAULT_VALUE_ICON_PATH);
    expect(preview).toHaveAttribute('viewBox', '0 0 24 24');

    await user.clear(path);
    await user.type(path, 'M0 0 L10 <script>');
    expect(within(form).queryByRole('img', { name: 'Icon preview' })).not.toBeInTheDocument();
    expect(within(form).getByText('Invalid path')).toBeInTheDocument();
    expect(form.querySelector('svg path')).toBeNull();

    await user.type(within(form).getByLabelText('Title'), 'Curiosity');
    await user.type(within(form).getByLabelText('Description'), 'We keep learning.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/Icon path must be valid SVG path data/)).toBeVisible();
    expect(calls).toEqual([]);

    await user.clear(path);
    await user.type(path, 'M12 2v20');
    expect(within(form).getByRole('img', { name: 'Icon preview' })).toBeInTheDocument();
    expect(within(form).queryByText('Invalid path')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Value created successfully')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        body: {
          title: 'Curiosity',
          description: 'We keep learning.',
          iconPath: 'M12 2v20',
          publishStatus: 'draft',
          publishAt: null,
        },
      },
    ]);
  });
});

describe('Global Placements', () => {
  const messages = {
    created: 'Company logo created successfully',
    updated: 'Company logo updated successfully',
    deleted: 'Company logo deleted successfully',
  };

  function renderLogos() {
    return renderRoute(<CollectionRoute definition={companyLogosCollection} />, {
      path: '/company-logos',
    });
  }

  it('takes the logo as an uploaded image, not an address', async () => {
    serveCollection('company-logos', [], messages);
    const { user } = renderLogos();
    await screen.findByText('No company logos');
    await user.click(screen.getByRole('button', { name: 'Add Company logo' }));
    const form = await screen.findByRole('form', { name: 'New Company logo' });
    expect(within(form).getByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
    expect(within(form).queryByLabelText('Logo URL')).not.toBeInTheDocument();
  });

  it('shows each company with its logo thumbnail', async () => {
    serveCollection(
      'company-logos',
      [storedItem('logo-1', { name: 'Acme Ltd', logo: '/uploads/company-logos/acme.png' })],
      messages,
    );
    renderLogos();

    const row = await screen.findByRole('article', { name: 'Acme Ltd' });
    expect(within(row).getByRole('img', { name: 'Acme Ltd' })).toHaveAttribute(
      'src',
      '/uploads/company-logos/acme.png',
    );
  });
});

describe('Advantage Stats', () => {
  const messages = {
    created: 'Advantage stat created successfully',
    updated: 'Advantage stat updated successfully',
    deleted: 'Advantage stat deleted successfully',
  };
  const graduates = storedItem('adv-1', {
    id: 'stat-001',
    title: 'Graduates',
    value: '50,000+',
    label: 'Students trained',
    description: 'Across all our bootcamps.',
    dots: 3,
    accent: 'blue',
  });
  const partners = storedItem('adv-2', {
    id: 'stat-002',
    title: 'Hiring partners',
    value: '300+',
    label: 'Companies',
    description: 'Who hire our graduates.',
    dots: 2,
    accent: 'orange',
  });

  function renderStats() {
    return renderRoute(<CollectionRoute definition={advantageStatsCollection} />, {
      path: '/advantage-stats',
    });
  }

  it('shows cards with the figure, chips and accent', async () => {
    serveCollection('advantage-stats', [graduates, partners], messages);
    renderStats();

    const card = await screen.findByRole('article', { name: 'Graduates' });
    expect(within(card).getByText('50,000+')).toBeInTheDocument();
    expect(within(card).getByText('Students trained')).toBeInTheDocument();
    const details = within(card).getByRole('list', { name: 'Details' });
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['ID:stat-001', 'Accent:Blue']);
    expect(
      within(screen.getByRole('article', { name: 'Hiring partners' })).getByText('Orange'),
    ).toBeInTheDocument();
  });

  it('edits a card in the form above the grid', async () => {
    const { calls } = serveCollection('advantage-stats', [graduates, partners], messages);
    const { user } = renderStats();

    await user.click(await screen.findByRole('button', { name: 'Edit Hiring partners' }));
    const form = await screen.findByRole('form', { name: 'Edit Advantage stat' });
    expect(within(screen.getByRole('list', { name: 'Advantage Stats' })).queryByRole('form')).toBe(
      null,
    );
    expect(within(form).getByLabelText('Accent')).toHaveDisplayValue('Orange');
    expect(within(form).getByLabelText('Dots')).toHaveValue(2);

    await user.clear(within(form).getByLabelText('Value'));
    await user.type(within(form).getByLabelText('Value'), '350+');
    await user.selectOptions(within(form).getByLabelText('Accent'), 'Green');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Advantage stat updated successfully')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        id: 'adv-2',
        body: {
          id: 'stat-002',
          title: 'Hiring partners',
          value: '350+',
          label: 'Companies',
          description: 'Who hire our graduates.',
          dots: 2,
          accent: 'green',
          publishStatus: 'published',
          publishAt: null,
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Hiring partners' });
    await waitFor(() => expect(within(card).getByText('350+')).toBeInTheDocument());
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('deletes a card after confirmation', async () => {
    const { calls } = serveCollection('advantage-stats', [graduates, partners], messages);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderStats();

    await user.click(await screen.findByRole('button', { name: 'Delete Graduates' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this advantage stat?');
    expect(await screen.findByText('Advantage stat deleted successfully')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', id: 'adv-1' }]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Graduates' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Hiring partners' })).toBeInTheDocument();
  });
});

describe('Upcoming Skills', () => {
  it('offers the choices of a select field and previews an emoji icon', async () => {
    serveCollection('upcoming-skills', [], {
      created: 'Skill created successfully',
      updated: 'Skill updated successfully',
      deleted: 'Skill deleted successfully',
    });
    const { user } = renderRoute(<CollectionRoute definition={upcomingSkillsCollection} />, {
      path: '/upcoming-skills',
    });
    await screen.findByText('No upcoming skills');

    await user.click(screen.getByRole('button', { name: 'Add Skill' }));
    const form = await screen.findByRole('form', { name: 'New Skill' });
    const category = within(form).getByLabelText('Category');
    expect(category).toHaveDisplayValue('Programming');
    expect(
      within(category)
        .getAllByRole('option')
        .filter((option) => !option.hasAttribute('disabled'))
        .map((option) => option.textContent),
    ).toEqual(['Programming', 'Design', 'Marketing', 'Business', 'Data', 'Other']);
    expect(within(form).getByLabelText('Accent')).toHaveDisplayValue('Blue');

    await user.type(within(form).getByLabelText('Icon'), '🤖');
    expect(within(form).getByText('🤖', { selector: 'span' })).toHaveClass('text-4xl');
  });
});
