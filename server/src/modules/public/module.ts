import { API_BASE_PATH } from '@coursedesk/contract/constants';
import { tableVersions } from '../../db/list/versions.ts';
import type { AppModule } from '../module.ts';
import { createPublicAnswers } from './answers.ts';
import { publicRoutes } from './routes.ts';
import { createPublicService } from './service.ts';

/** How many answers are kept: the site, its parts, the courses and pages of the blog. */
const PUBLIC_ANSWER_ENTRIES = 512;
/** How many search answers are kept, apart from the others. */
const SEARCH_ANSWER_ENTRIES = 256;

/** What the public website reads without a token, under /api/public/ (docs/website-api.md). */
export const publicModule: AppModule = async (
  app,
  { db, collections, publicUrl, company, previewTokens, site },
) => {
  const content = createPublicService(db, { collections, publicUrl, company, site });
  const versions = tableVersions(db);
  const answers = createPublicAnswers({ versions, maxEntries: PUBLIC_ANSWER_ENTRIES });
  const searchAnswers = createPublicAnswers({ versions, maxEntries: SEARCH_ANSWER_ENTRIES });
  await app.register(publicRoutes, {
    prefix: API_BASE_PATH,
    content,
    answers,
    searchAnswers,
    previewTokens,
  });
};
