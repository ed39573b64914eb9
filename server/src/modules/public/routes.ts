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
  publicCourseQuery,
  publicCourseResponse,
  publicNoQuery,
  publicSearchQuery,
  publicSearchResponse,
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

const XML_TYPE = 'application/xml; charset=utf-8';

/** A route's document entry: its id, kept as declared, and its one-line summary. */
const described = (operationId: string, summary: string) => ({ operationId, summary });

/**
 * GET /public/site, /public/{section}, the company records, /public/courses(/{slug}) and
 * /public/blogs(/{slug}): no token, each answer served from its kept bytes (answers.ts). The
 * compression plugin leaves them alone: their compressed forms are kept with them.
 */
export const publicRoutes: FastifyPluginAsyncZod<{
  content: PublicService;
  answers: PublicAnswers;
  previewTokens: PreviewTokens;
  /** The search's answers, kept apart so that many searches never push the pages out. */
  searchAnswers: PublicAnswers;
}> = async (app, { content, answers, searchAnswers, previewTokens }) => {
  const options = { config: { public: true }, compress: false as const };
  const querystring = publicNoQuery;
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
    {
      ...options,
      schema: {
        summary: 'The whole site: every section and the company records',
        tags,
        querystring,
        response: { 200: publicSiteResponse },
      },
    },
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
      {
        ...options,
        schema: {
          summary: `The ${section.name.replaceAll('-', ' ')} section's items`,
          tags,
          querystring,
          response: { 200: publicSectionResponse(item) },
        },
      },
      async (request, reply) =>
        answers.send(request, reply, {
          key: section.name,
          tables: [section.table],
          compute: (now) => content.section(section.name, now),
        }),
    );
  }

  const records = [
    [
      'company-info',
      'The company info: contacts, roles, statistics, FAQ',
      publicCompanyInfoResponse,
      tablesOf.companyInfo,
      content.companyInfo,
    ],
    [
      'contact-data',
      "The offices and the contact page's details",
      publicContactDataResponse,
      tablesOf.contactData,
      content.contactData,
    ],
    [
      'highlighted-countries',
      'The countries the site highlights',
      publicCountriesResponse,
      tablesOf.highlightedCountries,
      content.highlightedCountries,
    ],
  ] as const;
  for (const [name, summary, response, tables, compute] of records) {
    app.get(
      `/public/${name}`,
      { ...options, schema: { summary, tags, querystring, response: { 200: response } } },
      async (request, reply) => answers.send(request, reply, { key: name, tables, compute }),
    );
  }

  app.get(
    '/public/courses',
    {
      ...options,
      schema: {
        summary: 'The courses, in pages, by category',
        tags,
        querystring: publicCourseQuery,
        response: { 200: publicCourseListResponse },
      },
    },
    async (request, reply) => {
      const { page, limit, sort, category } = request.query;
      return answers.send(request, reply, {
        key: `courses\n${JSON.stringify([page ?? 1, limit ?? null, sort ?? null, category?.toLowerCase() ?? null])}`,
        tables: tablesOf.courseCards,
        compute: (now) => content.courses(request.query, now),
      });
    },
  );

  app.get(
    '/public/courses/:slug',
    {
      ...options,
      schema: {
        summary: "A course's page: its details and pricing plan",
        tags,
        params: publicCourseParams,
        querystring,
        response: { 200: publicCourseResponse },
      },
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
      schema: {
        summary: "The blog's posts, in pages, by tag or category",
        tags,
        querystring: publicBlogQuery,
        response: { 200: publicBlogPageResponse },
      },
    },
    async (request, reply) => {
      const { page, limit, sort, tag, category } = request.query;
      return answers.send(request, reply, {
        key: `blogs\n${JSON.stringify([page ?? 1, limit ?? null, sort ?? null, tag?.toLowerCase() ?? null, category?.toLowerCase() ?? null])}`,
        tables: tablesOf.blog,
        compute: (now) => content.blogPage(request.query, now),
      });
    },
  );

  app.get(
    '/public/blogs/:slug',
    {
      ...options,
      schema: {
        summary: 'A blog post, its Markdown and its safe HTML',
        tags,
        params: publicBlogParams,
        querystring,
        response: { 200: publicBlogPostResponse },
      },
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

  app.get(
    '/public/search',
    {
      ...options,
      schema: {
        ...described('searchPublicContent', 'Search the courses and blog posts, best match first'),
        tags,
        querystring: publicSearchQuery,
        response: { 200: publicSearchResponse },
      },
    },
    async (request, reply) => {
      const { q, type, page, limit } = request.query;
      return searchAnswers.send(request, reply, {
        key: `search\n${JSON.stringify([q.toLowerCase(), type ?? null, page ?? 1, limit ?? null])}`,
        tables: tablesOf.search,
        compute: (now) => content.search(request.query, now),
      });
    },
  );

  // The XML documents: their routes answer XML, which the document says itself (lib/openapi.ts).
  const xml = { ...options, config: { public: true, xml: true } };

  app.get(
    '/public/sitemap.xml',
    {
      ...xml,
      schema: {
        ...described('getPublicSitemap', "The sitemap of the site's course and blog pages"),
        tags,
        querystring,
      },
    },
    async (request, reply) =>
      answers.send(request, reply, {
        key: 'sitemap.xml',
        tables: tablesOf.search,
        type: XML_TYPE,
        compute: (now) => content.sitemap(now),
      }),
  );

  app.get(
    '/public/blogs/feed.xml',
    {
      ...xml,
      schema: {
        ...described('getPublicBlogFeed', "The blog's latest posts as an RSS 2.0 feed"),
        tags,
        querystring,
      },
    },
    async (request, reply) =>
      answers.send(request, reply, {
        key: 'feed.xml',
        tables: tablesOf.blog,
        type: 'application/rss+xml; charset=utf-8',
        compute: (now) => content.feed(now),
      }),
  );
};
