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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicAnswers } from './answers.ts';
import type { PublicService } from './service.ts';

export const PUBLIC_TAG = 'Public';

/**
 * GET /public/site, /public/{section}, the company records, /public/courses(/{slug}) and
 * /public/blogs(/{slug}): no token, each answer served from its kept bytes (answers.ts). The
 * compression plugin leaves them alone: their compressed forms are kept with them.
 */
export const publicRoutes: FastifyPluginAsyncZod<{
  content: PublicService;
  answers: PublicAnswers;
}> = async (app, { content, answers }) => {
  const options = { config: { public: true }, compress: false as const };
  const tags = [PUBLIC_TAG];
  const { tablesOf } = content;

  app.get(
    '/public/site',
    { ...options, schema: { tags, response: { 200: publicSiteResponse } } },
    async (request, reply) =>
      answers.send(request, reply, {
        key: 'site',
        tables: content.siteTables,
        compute: () => content.site(),
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
          compute: () => content.section(section.name),
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
        compute: () => content.courses(),
      }),
  );

  app.get(
    '/public/courses/:slug',
    {
      ...options,
      schema: { tags, params: publicCourseParams, response: { 200: publicCourseResponse } },
    },
    async (request, reply) =>
      answers.send(request, reply, {
        key: `course\n${request.params.slug}`,
        tables: tablesOf.course,
        compute: () => content.course(request.params.slug),
      }),
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
    async (request, reply) =>
      answers.send(request, reply, {
        key: `blog\n${request.params.slug}`,
        tables: tablesOf.blog,
        compute: (now) => content.blogPost(request.params.slug, now),
      }),
  );
};
