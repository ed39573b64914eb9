import {
  publicBlogPageResponse,
  publicBlogParams,
  publicBlogPostResponse,
  publicBlogQuery,
  publicCompanyInfoResponse,
  publicContactDataResponse,
  publicCountriesResponse,
  publicCourseListResponse,
  publicCourseParams,
  publicCourseResponse,
  publicSectionResponse,
  publicSections,
  publicSiteResponse,
} from '@coursedesk/contract/public';
import {
  PREVIEW_CACHE_CONTROL,
  PREVIEW_HEADER,
  previewMessages,
} from '@coursedesk/contract/publishing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import type { PreviewTokens } from '../../lib/preview-tokens.ts';
import type { PublicAnswers } from './answers.ts';
import type { Preview, PublicService } from './service.ts';

export const PUBLIC_TAG = 'Public';

/**
 * GET /public/site, /public/{section}, the company records, /public/courses(/{slug}) and
 * /public/blogs(/{slug}): no token, each answer served from its kept bytes (answers.ts). The
 * compression plugin leaves them alone: their compressed forms are kept with them.
 */
export const publicRoutes: FastifyPluginAsyncZod<{
  content: PublicService;
  answers: PublicAnswers;
  previewTokens: PreviewTokens;
}> = async (app, { content, answers, previewTokens }) => {
  const options = { config: { public: true }, compress: false as const };
  const tags = [PUBLIC_TAG];
  const { tablesOf } = content;

  /**
   * The record a `Coursedesk-Preview` header's token names, or undefined without the header; a
   * token that is forged, malformed or expired is refused (401), never read as no token.
   */
  const previewOf = (request: FastifyRequest): Preview | undefined => {
    const header = request.headers[PREVIEW_HEADER.toLowerCase()];
    if (header === undefined) return undefined;
    const checked = previewTokens.check(Array.isArray(header) ? (header[0] ?? '') : header);
    if (!checked.ok)
      throw new AppError(
        'UNAUTHENTICATED',
        checked.reason === 'expired' ? previewMessages.expired : previewMessages.invalid,
      );
    return { type: checked.claims.type, id: checked.claims.id };
  };
  // A preview is for one editor's eyes: never kept by a browser, proxy or CDN.
  const sendPreview = (reply: FastifyReply, data: unknown) =>
    reply
      .header('cache-control', PREVIEW_CACHE_CONTROL)
      .header('vary', 'Coursedesk-Preview')
      .send({ success: true, data });

  app.get(
    '/public/site',
    { ...options, schema: { tags, response: { 200: publicSiteResponse } } },
    async (request, reply) =>
      answers.send(request, reply, {
        key: 'site',
        tables: content.siteTables,
        compute: (now) => content.site(now),
      }),
  );

  for (const section of content.sections) {
    const item = publicSections.find((candidate) => candidate.name === section.name)?.item;
    if (!item) throw new Error(`no public shape for ${section.name}`);
    app.get(
      `/public/${section.name}`,
      { ...options, schema: { tags, response: { 200: publicSectionResponse(item) } } },
      async (request, reply) =>
        answers.send(request, reply, {
          key: section.name,
          tables: [section.table],
          compute: (now) => content.section(section.name, now),
        }),
    );
  }

  const records = [
    ['company-info', publicCompanyInfoResponse, tablesOf.companyInfo, content.companyInfo],
    ['contact-data', publicContactDataResponse, tablesOf.contactData, content.contactData],
    [
      'highlighted-countries',
      publicCountriesResponse,
      tablesOf.highlightedCountries,
      content.highlightedCountries,
    ],
  ] as const;
  for (const [name, response, tables, compute] of records) {
    app.get(
      `/public/${name}`,
      { ...options, schema: { tags, response: { 200: response } } },
      async (request, reply) => answers.send(request, reply, { key: name, tables, compute }),
    );
  }

  app.get(
    '/public/courses',
    { ...options, schema: { tags, response: { 200: publicCourseListResponse } } },
    async (request, reply) =>
      answers.send(request, reply, {
        key: 'courses',
        tables: tablesOf.courseCards,
        compute: (now) => content.courses(now),
      }),
  );

  app.get(
    '/public/courses/:slug',
    {
      ...options,
      schema: { tags, params: publicCourseParams, response: { 200: publicCourseResponse } },
    },
    async (request, reply) => {
      const preview = previewOf(request);
      if (preview) {
        const { data } = await content.course(request.params.slug, new Date(), preview);
        return sendPreview(reply, data);
      }
      return answers.send(request, reply, {
        key: `course\n${request.params.slug}`,
        tables: tablesOf.course,
        compute: (now) => content.course(request.params.slug, now),
      });
    },
  );

  app.get(
    '/public/blogs',
    {
      ...options,
      schema: { tags, querystring: publicBlogQuery, response: { 200: publicBlogPageResponse } },
    },
    async (request, reply) => {
      const { page, limit, tag, category } = request.query;
      return answers.send(request, reply, {
        key: `blogs\n${JSON.stringify([page ?? 1, limit ?? null, tag ?? null, category ?? null])}`,
        tables: tablesOf.blog,
        compute: (now) => content.blogPage(request.query, now),
      });
    },
  );

  app.get(
    '/public/blogs/:slug',
    {
      ...options,
      schema: { tags, params: publicBlogParams, response: { 200: publicBlogPostResponse } },
    },
    async (request, reply) => {
      const preview = previewOf(request);
      if (preview) {
        const { data } = await content.blogPost(request.params.slug, new Date(), preview);
        return sendPreview(reply, data);
      }
      return answers.send(request, reply, {
        key: `blog\n${request.params.slug}`,
        tables: tablesOf.blog,
        compute: (now) => content.blogPost(request.params.slug, now),
      });
    },
  );
};
