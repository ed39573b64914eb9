import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDashboardStats } from '@/test/dashboard-stats';
import { DailyRevenue } from './daily-revenue';
import { TopCourses } from './top-courses';

describe('DailyRevenue', () => {
  it('draws no chart, and so no axis, while there is no revenue', () => {
    const { container } = render(<DailyRevenue days={buildDashboardStats().dailyRevenue} />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('No revenue to chart yet')).toBeInTheDocument();
    expect(figure).toHaveTextContent('No revenue in the last 30 days.');
    // Neither the chart nor its loading placeholder is rendered.
    expect(
      container.querySelector('.recharts-wrapper, svg:not([aria-hidden]), .animate-pulse'),
    ).toBeNull();
  });

  it('charts the days once any of them has revenue', async () => {
    const days = buildDashboardStats().dailyRevenue.map((day, index) =>
      index === 3 ? { ...day, revenue: 120, transactions: 1 } : day,
    );
    render(<DailyRevenue days={days} />);
    expect(screen.queryByText('No revenue to chart yet')).not.toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveTextContent('£120 from 1 transaction');
  });
});

describe('TopCourses', () => {
  it('shows each course name whole, wrapping rather than cut short', () => {
    const longName = 'Full-Stack Web Development with TypeScript and PostgreSQL';
    render(<TopCourses courses={[{ courseName: longName, enrollments: 12, revenue: 5_400 }]} />);
    const name = screen.getByText(longName);
    expect(name).not.toHaveClass('truncate');
    expect(name).toHaveClass('break-words');
  });
});
