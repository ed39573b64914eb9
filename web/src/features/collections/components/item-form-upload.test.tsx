import { emptySummary } from '@coursedesk/contract/collections/define';
import { trustpilotReviewsCollection } from '@coursedesk/contract/collections/trustpilot-reviews';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { formValuesFrom } from '../item-values';
import { storedItem } from '../test/serve-collection';
import { ItemForm } from './item-form';

describe('ItemForm with an image chosen', () => {
  it('sends the item as multipart: fields as text, the file in "image", no JSON type', async () => {
    // The request as the browser would send it, caught before it leaves: the test environment's
    // FormData cannot be encoded by the test runner's own fetch.
    const sent: RequestInit[] = [];
    const created = storedItem('r1', {
      ...trustpilotReviewsCollection.defaults(emptySummary),
      name: 'Kay',
      location: 'GB',
      title: 'Good',
      review: 'Fine',
      avatar: `${'a'.repeat(32)}.png`,
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      sent.push(init ?? {});
      return HttpResponse.json(
        { success: true, message: 'Review created successfully', data: created },
        { status: 201 },
      );
    });
    const onClose = vi.fn();
    const { user } = renderRoute(
      <ItemForm
        definition={trustpilotReviewsCollection}
        initialValues={formValuesFrom(
          trustpilotReviewsCollection,
          trustpilotReviewsCollection.defaults(emptySummary),
        )}
        onClose={onClose}
      />,
      { path: '/trustpilot-reviews' },
    );
    const form = await screen.findByRole('form', { name: 'New Review' });
    // The review count's box stops at its minimum of 1, as the server does.
    expect(within(form).getByLabelText('Review count')).toHaveAttribute('min', '1');
    await user.type(within(form).getByLabelText('Name'), 'Kay');
    await user.type(within(form).getByLabelText('Location'), 'gb');
    expect(within(form).getByText('United Kingdom')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Title'), 'Good');
    await user.type(within(form).getByLabelText('Review'), 'Fine');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Avatar'), file);
    expect(within(form).getByRole('button', { name: 'Remove avatar' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    fetchSpy.mockRestore();
    expect(sent).toHaveLength(1);
    const [init] = sent;
    expect(init?.method).toBe('POST');
    // No JSON type: the browser sets multipart/form-data with its boundary itself.
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
    const body = init?.body;
    expect(body).toBeInstanceOf(FormData);
    const fields = Object.fromEntries(
      [...(body as FormData).entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : `file:${value.name}:${value.size}`,
      ]),
    );
    expect(fields).toMatchObject({
      name: 'Kay',
      // Checked by the schema on the way out, so already upper-cased.
      location: 'GB',
      rating: '5',
      reviewCount: '1',
      verified: 'true',
      image: 'file:me.png:4',
    });
    expect(fields).not.toHaveProperty('avatar');
  });
});
