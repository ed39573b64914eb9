import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnView } from './on-view';

/** Stands in for the browser's IntersectionObserver; `reach` brings the observed part near. */
function observeByHand() {
  let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  const observed: Element[] = [];
  class ByHand {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      notify = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', ByHand);
  return {
    observed,
    reach: () => act(() => notify?.([{ isIntersecting: true }])),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OnView', () => {
  it('shows the placeholder until the part nears the viewport, then the part, and keeps it', () => {
    const view = observeByHand();
    const { rerender } = render(
      <OnView placeholder={<p>Waiting</p>}>
        <p>The part</p>
      </OnView>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.queryByText('The part')).not.toBeInTheDocument();
    expect(view.observed).toHaveLength(1);

    view.reach();
    expect(screen.getByText('The part')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();

    rerender(
      <OnView placeholder={<p>Waiting</p>}>
        <p>The part</p>
      </OnView>,
    );
    expect(screen.getByText('The part')).toBeInTheDocument();
  });

  it('shows the part at once where the browser cannot say what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <OnView placeholder={<p>Waiting</p>}>
        <p>The part</p>
      </OnView>,
    );
    expect(screen.getByText('The part')).toBeInTheDocument();
  });
});
