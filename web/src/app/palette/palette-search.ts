import { teamMembersCollection } from '@coursedesk/contract/collections/team-members';
import { courseListResponse } from '@coursedesk/contract/courses';
import { getBlogPosts } from '@/features/blogs/api/get-blog-posts';
import { getCollectionItems } from '@/features/collections/api/get-collection-items';
import { getCoupons } from '@/features/coupons/api/get-coupons';
import { getCustomers } from '@/features/customers/api/get-customers';
import { getInquiries } from '@/features/customers/api/get-inquiries';
import { apiRequest } from '@/lib/api-client';

/** How many records of each area the palette shows for a search. */
export const PALETTE_RESULTS_PER_AREA = 5;

/** The shortest search the palette sends to the server. */
export const PALETTE_MIN_SEARCH = 2;

/** A found record: what the palette shows, and the screen that opens on it. */
export interface PaletteRecord {
  id: string;
  label: string;
  detail?: string | undefined;
  to: string;
}

export interface PaletteArea {
  heading: string;
  records: PaletteRecord[];
  /** Set when this area's search failed; the other areas still show. */
  failed?: boolean;
}

const limit = PALETTE_RESULTS_PER_AREA;

function screen(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/**
 * Each area's search: the same list endpoint and `search` parameter its screen uses, and where a
 * found record leads (the screen searched for it, or the course's editor).
 */
const areas: {
  heading: string;
  find: (search: string, signal?: AbortSignal) => Promise<PaletteRecord[]>;
}[] = [
  {
    heading: 'Courses',
    find: async (search, signal) => {
      const { data } = await apiRequest('/admin/courses', courseListResponse, {
        query: { search, limit, page: 1 },
        signal,
      });
      return data.map((course) => ({
        id: course.id,
        label: course.title,
        detail: course.category,
        to: screen('/courses', { edit: course.id }),
      }));
    },
  },
  {
    heading: 'Blog posts',
    find: async (search, signal) => {
      const { posts } = await getBlogPosts({ page: 1, search }, signal);
      return posts.slice(0, limit).map((post) => ({
        id: post._id,
        label: post.title,
        detail: post.category,
        to: screen('/blogs', { search: post.title }),
      }));
    },
  },
  {
    heading: 'Customers',
    find: async (search, signal) => {
      const { items } = await getCustomers({ search, limit, page: 1 }, signal);
      return items.map((customer) => ({
        id: customer._id,
        label: customer.name,
        detail: customer.email,
        to: screen('/user-management', { search: customer.email }),
      }));
    },
  },
  {
    heading: 'Inquiries',
    find: async (search, signal) => {
      const { items } = await getInquiries({ search, limit, page: 1 }, signal);
      return items.map((inquiry) => ({
        id: inquiry._id,
        label: inquiry.name,
        detail: inquiry.email,
        to: screen('/user-management', { tab: 'inquiries', search: inquiry.email }),
      }));
    },
  },
  {
    heading: 'Coupons',
    find: async (search, signal) => {
      const { coupons } = await getCoupons({ page: 1, search }, signal);
      return coupons.slice(0, limit).map((coupon) => ({
        id: coupon._id,
        label: coupon.code,
        to: screen('/coupons', { search: coupon.code }),
      }));
    },
  },
  {
    heading: 'Team members',
    find: async (search, signal) => {
      const { items } = await getCollectionItems(
        teamMembersCollection,
        { page: 1, search },
        signal,
      );
      return items.slice(0, limit).map((item) => {
        const name = String(item.name ?? '');
        return {
          id: item._id,
          label: name,
          detail: typeof item.role === 'string' ? item.role : undefined,
          to: screen('/team-members', { search: name }),
        };
      });
    },
  },
];

/** Searches every area at once; an area whose search fails is marked, not fatal. */
export async function searchEverywhere(
  search: string,
  signal?: AbortSignal,
): Promise<PaletteArea[]> {
  const settled = await Promise.allSettled(areas.map((area) => area.find(search, signal)));
  return areas.map((area, index) => {
    const result = settled[index];
    return result?.status === 'fulfilled'
      ? { heading: area.heading, records: result.value }
      : { heading: area.heading, records: [], failed: true };
  });
}
