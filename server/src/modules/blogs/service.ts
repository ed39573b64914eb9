import {
  type BlogListQuery,
  type BlogPost,
  type BlogPostValues,
  type BlogStats,
  blogMessages as M,
} from '@coursedesk/contract/blogs';
import type { Paged } from '@coursedesk/contract/list';
import { compactSeo } from '@coursedesk/contract/publishing';
import { recordActivity } from '../../db/activity.ts';
import type { Database, Executor } from '../../db/client.ts';
import { versionedCache } from '../../db/list/versioned-cache.ts';
import { versionTag } from '../../db/list/versions.ts';
import { recordContentChange } from '../../db/outbox.ts';
import { presentPublishing, publishingOnUpdate } from '../../db/publishing.ts';
import {
  advanceVersion,
  forgetVersions,
  type RecordKey,
  readVersion,
} from '../../db/record-versions.ts';
import { conflictOnDuplicate, notFound } from '../../lib/errors.ts';
import { type IfMatch, type Versioned, versionOrStale } from '../../lib/record-version.ts';
import {
  claimMedia,
  releaseMedia,
  replaceMedia,
  storedImagesOf,
} from '../../uploads/references.ts';
import * as repo from './repository.ts';

// Blog posts (docs/blogs.md). A post names up to two images in the blogs area, its own and its
// author's avatar; their reference counts change in the transaction that writes the row.

const AREA = 'blogs' as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function presentBlogPost(row: repo.BlogPostRow): BlogPost {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    author: { name: row.authorName, role: row.authorRole, avatar: row.authorAvatar },
    category: row.category,
    tags: row.tags,
    publishedAt: row.publishedAt.toISOString(),
    readTime: row.readTime,
    featured: row.featured,
    image: row.image,
    ...presentPublishing(row),
    seo: row.seo ?? {},
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The row's columns. An image left out (undefined) keeps the current one; '' or null removes it.
 * A missing publish date is now on create and unchanged on update.
 */
function blogPostColumns(values: BlogPostValues): Partial<repo.NewBlogPostRow> {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    content: values.content,
    category: values.category,
    tags: values.tags,
    readTime: values.readTime,
    featured: values.featured,
    authorName: values.author.name,
    authorRole: values.author.role,
    ...(values.author.avatar === undefined ? {} : { authorAvatar: values.author.avatar || null }),
    ...(values.image === undefined ? {} : { image: values.image || null }),
    ...(values.publishedAt === undefined ? {} : { publishedAt: values.publishedAt }),
    ...publishingOnUpdate(values),
    ...(values.seo === undefined ? {} : { seo: compactSeo(values.seo) }),
  };
}

/** A post's entry in the activity log: named by its title. */
const entryOf = (post: BlogPost, action: 'create' | 'update' | 'delete') =>
  ({ area: 'blogs', action, recordId: post._id, label: post.title }) as const;

const versionKey = (id: string): RecordKey => ({ kind: 'blog_posts', id });

export type BlogsService = ReturnType<typeof createBlogsService>;

export function createBlogsService(db: Database) {
  const duplicateSlug = <T>(write: () => Promise<T>) => conflictOnDuplicate(M.duplicateSlug, write);
  // Pages and figures are served again until a post is written (its table's version trigger).
  const reads = repo.defineBlogList(presentBlogPost).reads(db);
  const totals = versionedCache<BlogStats>({
    version: versionTag(db, ['blog_posts']),
    maxEntries: 1,
  });

  /** A path's `{id}`: the post's `_id`, or its slug. */
  async function findPost(tx: Executor, key: string): Promise<repo.BlogPostRow | undefined> {
    if (UUID.test(key)) {
      const row = await repo.findBlogPostById(tx, key);
      if (row) return row;
    }
    return repo.findBlogPostBySlug(tx, key);
  }

  async function lockPost(tx: Executor, key: string): Promise<repo.BlogPostRow> {
    const found = await findPost(tx, key);
    const locked = found ? await repo.lockBlogPost(tx, found.id) : undefined;
    if (!locked) throw notFound(M.notFound);
    return locked;
  }

  return {
    listBlogPosts: (query: BlogListQuery): Promise<Paged<BlogPost>> => reads.page(query),

    stats: (): Promise<BlogStats> => totals('stats', () => repo.blogTotals(db)),

    async getBlogPost(key: string): Promise<Versioned<BlogPost>> {
      const found = await findPost(db, key);
      if (!found) throw notFound(M.notFound);
      // The version first: a save in between leaves it older than the post, never newer.
      const version = await readVersion(db, [versionKey(found.id)]);
      const row = await repo.findBlogPostById(db, found.id);
      if (!row) throw notFound(M.notFound);
      return { data: presentBlogPost(row), version };
    },

    async createBlogPost(values: BlogPostValues): Promise<BlogPost> {
      const row = await duplicateSlug(() =>
        db.transaction(async (tx) => {
          const columns = blogPostColumns(values);
          const inserted = await repo.insertBlogPost(tx, {
            ...columns,
            title: values.title,
            slug: values.slug,
            content: values.content,
            authorName: values.author.name,
          });
          await claimMedia(tx, AREA, inserted.image);
          await claimMedia(tx, AREA, inserted.authorAvatar);
          const created = presentBlogPost(inserted);
          await recordActivity(tx, { ...entryOf(created, 'create'), after: created });
          await recordContentChange(tx, 'blog', null, created);
          return created;
        }),
      );
      return row;
    },

    /** With `ifMatch`, only the version it names is saved (409 STALE otherwise). */
    async updateBlogPost(
      key: string,
      values: BlogPostValues,
      ifMatch?: IfMatch,
    ): Promise<Versioned<BlogPost>> {
      const row = await duplicateSlug(() =>
        db.transaction(async (tx) => {
          const before = await lockPost(tx, key);
          const version = versionOrStale(
            await advanceVersion(tx, [versionKey(before.id)], ifMatch),
          );
          const updated = await repo.updateBlogPost(tx, before.id, blogPostColumns(values));
          if (!updated) throw notFound(M.notFound);
          await replaceMedia(tx, AREA, before.image, updated.image);
          await replaceMedia(tx, AREA, before.authorAvatar, updated.authorAvatar);
          const [was, now] = [presentBlogPost(before), presentBlogPost(updated)];
          await recordActivity(tx, { ...entryOf(now, 'update'), before: was, after: now });
          await recordContentChange(tx, 'blog', was, now);
          return { data: now, version };
        }),
      );
      return row;
    },

    /** Moves the post to the trash; answers the trash entry's id. */
    async deleteBlogPost(key: string, ifMatch?: IfMatch): Promise<{ trashId: string }> {
      return db.transaction(async (tx) => {
        const before = await lockPost(tx, key);
        versionOrStale(await advanceVersion(tx, [versionKey(before.id)], ifMatch));
        await forgetVersions(tx, [versionKey(before.id)]);
        const images = storedImagesOf(AREA, [before.image, before.authorAvatar]);
        const trashId = await repo.trashBlogPost(tx, before.id, before.title, images);
        await repo.deleteBlogPost(tx, before.id);
        await releaseMedia(tx, AREA, before.image);
        await releaseMedia(tx, AREA, before.authorAvatar);
        const was = presentBlogPost(before);
        await recordActivity(tx, { ...entryOf(was, 'delete'), before: was });
        await recordContentChange(tx, 'blog', was, null);
        return { trashId };
      });
    },
  };
}
