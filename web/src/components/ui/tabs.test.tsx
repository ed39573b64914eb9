import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

describe('Tabs', () => {
  it('marks the active tab, shows count badges and reports a change', async () => {
    const onChange = vi.fn();
    render(
      <Tabs
        label="Lists"
        active="a"
        onChange={onChange}
        tabs={[
          { id: 'a', label: 'Customers', badge: 1234 },
          { id: 'b', label: 'Inquiries', badge: 5 },
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
