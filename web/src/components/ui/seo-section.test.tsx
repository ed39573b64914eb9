import { seoFormOf } from '@coursedesk/contract/publishing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SeoSection } from './seo-section';

function Harness() {
  const [values, setValues] = useState(seoFormOf(null));
  return (
    <SeoSection
      values={values}
      onChange={setValues}
      fallback={{ title: 'Data Science Bootcamp', description: 'Learn data science.' }}
      address="/courses/data-science"
    />
  );
}

describe('SeoSection', () => {
  it('previews the search result from the record until the fields are set, with length hints', () => {
    render(<Harness />);
    const preview = screen.getByRole('figure', { name: 'Search result preview' });
    expect(within(preview).getByText('Data Science Bootcamp')).toBeInTheDocument();
    expect(within(preview).getByText('/courses/data-science')).toBeInTheDocument();
    expect(screen.getByText('0/60 characters')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/SEO title/), { target: { value: 'x'.repeat(65) } });
    expect(
      screen.getByText(/65\/60 characters \(search results cut near 60; at most 70\)/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(/noindex/));
    expect(within(preview).getByText(/Not shown in search results/)).toBeInTheDocument();
  });
});
