import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabList, tabPanelProps } from './tabs';

function Lists({ onChange }: { onChange: (value: string) => void }) {
  const [tab, setTab] = useState<'a' | 'b'>('a');
  return (
    <TabList
      id="lists"
      label="Lists"
      selected={tab}
      onSelect={(value) => {
        onChange(value);
        setTab(value);
      }}
      tabs={[
        { value: 'a', label: 'Customers', badge: 1234 },
        { value: 'b', label: 'Inquiries', badge: 5 },
      ]}
    />
  );
}
function Harness() {
  const [tab, setTab] = useState<'one' | 'two' | 'three'>('one');
  return (
    <>
      <button type="button">Before</button>
      <TabList
        id="steps"
        label="Steps"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { value: 'one', label: 'One' },
          { value: 'two', label: 'Two', flagged: true },
          { value: 'three', label: 'Three' },
        ]}
      />
      {(['one', 'two', 'three'] as const).map((value) => (
        <div key={value} {...tabPanelProps('steps', value, tab)}>
          Panel {value}
        </div>
      ))}
    </>
  );
}

describe('TabList', () => {
  it('marks the active tab, shows count badges and reports a change', async () => {
    const onChange = vi.fn();
    render(<Lists onChange={onChange} />);
    expect(screen.getByRole('tab', { name: /Customers\s*1,234/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: /Customers\s*1,234/ }));
    await userEvent.click(screen.getByRole('tab', { name: /Inquiries\s*5/ }));
    expect(onChange.mock.calls).toEqual([['b']]);
  });

  it('is one tab stop; arrows (wrapping), Home and End move the focus and select', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tablist', { name: 'Steps' })).toBeInTheDocument();
    // The row is one tab stop, which takes the focus to the selected tab.
    expect(tab('Two')).toHaveAttribute('tabindex', '-1');
    expect(tab('Three')).toHaveAttribute('tabindex', '-1');

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('One')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Two')).toHaveFocus();
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One')).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{End}');
    expect(tab('Three')).toHaveFocus();
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('One')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Three')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('One')).toHaveFocus();
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');

    expect(tab('Two')).toHaveAttribute('tabindex', '-1');

    // Tab leaves the row; Shift+Tab comes back to the selected tab.
    await user.tab();
    expect(screen.getByRole('tablist')).not.toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(tab('One')).toHaveFocus();
  });

  it('ties the selected tab to its panel, and hides the other panels', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const one = screen.getByRole('tab', { name: 'One' });
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(one).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Panel one');
    expect(screen.getByText('Panel two')).not.toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Panel two');
    expect(screen.getByText('Panel one')).not.toBeVisible();
    expect(one).not.toHaveAttribute('aria-controls');
  });
});
