import { type PreviewToken, previewMessages } from '@coursedesk/contract/publishing';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type PreviewTokens, previewUrlOf } from '../../lib/preview-tokens.ts';
import type { ServerCollection } from '../module.ts';
import * as repo from './repository.ts';

export function createPreviewService(
  db: Database,
  options: {
    tokens: PreviewTokens;
    collections: readonly ServerCollection[];
    sitePreviewUrl: string | undefined;
  },
) {
  /** The record's address on the site: a course's or post's slug, a section item's `_id`. */
  async function slugOf(type: string, id: string): Promise<string | undefined> {
    if (type === 'course') return repo.findCourseSlug(db, id);
    if (type === 'blog') return repo.findPostSlug(db, id);
    const entry = options.collections.find((candidate) => candidate.definition.name === type);
    if (!entry) throw new AppError('VALIDATION_ERROR', previewMessages.unknownType);
    return repo.findItemId(db, entry, id);
  }

  return {
    /** A token for one record (its type and `_id`), with the site's preview address when set. */
    async issue(type: string, id: string): Promise<PreviewToken> {
      const slug = await slugOf(type, id);
      if (slug === undefined) throw notFound(previewMessages.notFound);
      const { token, expiresAt } = options.tokens.issue(type, id);
      return { token, expiresAt, url: previewUrlOf(options.sitePreviewUrl, { type, slug, token }) };
    },
  };
}
