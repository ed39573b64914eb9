import createClient from 'openapi-fetch';
import type { operations, paths } from './schema.d.ts';

/**
 * The public content API at `baseUrl`, typed from its OpenAPI document (src/api/schema.d.ts).
 * The pages' script and the site's Node server (server/) both read the API through it.
 */
export function createApi(baseUrl: string) {
  return createClient<paths>({ baseUrl });
}
export type Api = ReturnType<typeof createApi>;

/** The `data` of an operation's 200 answer. */
export type Json<Operation extends keyof operations> = operations[Operation]['responses'] extends {
  200: { content: { 'application/json': { data: infer Data } } };
}
  ? Data
  : never;
export type Site = Json<'getPublicSite'>;
export type CourseCard = Json<'getPublicCourses'>[number];
export type BlogCard = Json<'getPublicBlogs'>['items'][number];
export type Course = Json<'getPublicCoursesBySlug'>;
export type Post = Json<'getPublicBlogsBySlug'>;
export type SearchHit = Json<'searchPublicContent'>['items'][number];
