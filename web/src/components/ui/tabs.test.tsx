import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TabList } from './tabs';

describe('TabList', () => {
  it('marks the active tab, shows count badges and reports a change', async () => {
    const onChange = vi.fn();
    render(
      <TabList
        id="lists"
        label="Lists"
        selected="a"
        onSelect={onChange}
        tabs={[
          { value: 'a', label: 'Customers', badge: 1234 },
          { value: 'b', label: 'Inquiries', badge: 5 },
        ]}
      />,
    );
    expect(screen.getByRole('tab', { name: /Customers\s*1,234/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: /Customers\s*1,234/ }));
    await userEvent.click(screen.getByRole('tab', { name: /Inquiries\s*5/ }));
    expect(onChange.mock.calls).toEqual([['b']]);
  });
});
