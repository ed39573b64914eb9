import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiSelect } from './multi-select';

const countries = ['Canada', 'France', 'Germany', 'India', 'Ireland', 'Italy', 'Spain'];

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <label htmlFor="countries">Countries</label>
      <MultiSelect
        id="countries"
        options={countries}
        value={value}
        onChange={setValue}
        noun={{ one: 'country', many: 'countries' }}
      />
      <output data-testid="value">{value.join('|')}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

function setup(initial?: string[]) {
  const user = userEvent.setup();
  render(<Harness initial={initial} />);
  const box = screen.getByRole('combobox', { name: 'Countries' });
  const value = () => screen.getByTestId('value').textContent;
  return { user, box, value };
}

describe('MultiSelect', () => {
  it('is a combobox over a multi-selectable listbox, opened by focus', async () => {
    const { user, box } = setup();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // The open list's code loads when it first opens.
    const list = await screen.findByRole('listbox', { name: 'countries' });
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(list).toHaveAttribute('aria-multiselectable', 'true');
    // The list scrolls past 250 px; the whole dropdown is at most 350 px (dropdown-placement).
    expect(list).toHaveStyle({ maxHeight: '250px' });
    expect(within(list).getAllByRole('option')).toHaveLength(countries.length);
  });

  it('is used by keyboard alone: arrows move, Enter chooses and unchooses, Escape closes', async () => {
    const { user, box, value } = setup();
    await user.tab();
    expect(box).toHaveFocus();
    await screen.findByRole('listbox');
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Canada');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Germany');
    await user.keyboard('{Enter}');
    expect(value()).toBe('Germany');
    expect(active()).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowUp}{Enter}');
    expect(value()).toBe('Germany|France');

    await user.keyboard('{End}');
    expect(active()).toHaveTextContent('Spain');
    await user.keyboard('{Home}{ArrowUp}');
    expect(active()).toHaveTextContent('Canada');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(value()).toBe('France');

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('filters by typing, and Enter picks from the filtered list', async () => {
    const { user, box, value } = setup();
    await user.type(box, 'ir');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ireland']);
    await user.keyboard('{Enter}');
    expect(value()).toBe('Ireland');

    await user.clear(box);
    await user.type(box, 'zz');
    expect(within(screen.getByRole('listbox')).queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No countries match “zz”')).toBeInTheDocument();
  });

  it('Select All and Deselect All act on the filtered list; Clear All on every choice', async () => {
    const { user, box, value } = setup(['Canada']);
    await user.type(box, 'i');
    // Filtered: India, Ireland, Italy, Spain (every name with an i).
    await user.click(await screen.findByRole('button', { name: 'Select All' }));
    expect(value()).toBe('Canada|India|Ireland|Italy|Spain');
    expect(screen.getByText('5 countries selected')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'it');
    await user.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(value()).toBe('Canada|India|Ireland|Spain');

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(value()).toBe('');
    expect(screen.getByText('0 countries selected')).toBeInTheDocument();
  });

  it('shows each choice as a chip that removes it, and the count', async () => {
    const { user, value } = setup(['France', 'Spain']);
    const chips = screen.getByRole('list', { name: 'Selected countries' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['France', 'Spain']);
    expect(screen.getByText('2 countries selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove France' }));
    expect(value()).toBe('Spain');
    expect(screen.getByText('1 country selected')).toBeInTheDocument();
  });

  it('Backspace in an empty search box removes the last choice', async () => {
    const { user, box, value } = setup(['France', 'Spain']);
    await user.click(box);
    await user.keyboard('{Backspace}');
    expect(value()).toBe('France');
  });

  it('a click outside closes the list; clicking an option keeps focus in the box', async () => {
    const { user, box, value } = setup();
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'Italy' }));
    expect(value()).toBe('Italy');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
