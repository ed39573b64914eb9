import { teamMembersCollection } from '@coursedesk/contract/collections/team-members';
import { describe, expect, it } from 'vitest';
import type { CollectionInput } from './collection-schemas';
import { requestBody } from './request-body';

describe('requestBody', () => {
  it('sends a chosen image as multipart, leaving out a publish time that is not set', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });
    const body = requestBody(teamMembersCollection, {
      name: 'Linus',
      role: 'Chemist',
      bio: 'Bio',
      image: file,
      publishStatus: 'draft',
      publishAt: null,
    } as unknown as CollectionInput);
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('name')).toBe('Linus');
    expect(form.get('publishStatus')).toBe('draft');
    expect(form.has('publishAt')).toBe(false);
    expect(form.get('image')).toBeInstanceOf(File);
  });
});
