import type { Course } from '@coursedesk/contract/courses';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildCourse } from '@/test/factories';
import { pagedJson } from '@/test/paged';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { CoursesScreen } from './courses-screen';

function course(index: number): Course {
  return buildCourse({
    _id: `c-${index}`,
    id: `course-${index}`,
    category: index % 2 ? 'Development' : 'Data',
    title: `Course ${index}`,
  });
}

describe('CoursesScreen', () => {
  it('pages the courses on the server, reads the plans of the page shown, and shows the figures', async () => {
    const courses = Array.from({ length: 130 }, (_, index) => course(index + 1));
    const planQueries: URLSearchParams[] = [];
    server.use(
      http.get('/api/icons/all', () => HttpResponse.json({ success: true, data: [] })),
      http.get('/api/admin/courses', ({ request }) =>
        pagedJson(request, courses, ['title', 'category']),
      ),
      http.get('/api/admin/course-pricing', ({ request }) => {
        planQueries.push(new URL(request.url).searchParams);
        return pagedJson(request, []);
      }),
      http.get('/api/admin/course-details', ({ request }) => pagedJson(request, [])),
      http.get('/api/admin/courses/stats', () =>
        HttpResponse.json({
          success: true,
          data: { total: 130, featured: 4, popular: 2, categories: 2 },
        }),
      ),
    );
    const { user, router } = renderRoute(<CoursesScreen />, { path: '/courses' });

    await screen.findByRole('article', { name: /Course 1$/ });
    const figures = screen.getByRole('region', { name: 'Course statistics' });
    expect(within(figures).getByText('Total Courses').nextSibling).toHaveTextContent('130');
    expect(within(figures).getByText('Popular').nextSibling).toHaveTextContent('2');
    expect(screen.getAllByRole('article')).toHaveLength(100);
    expect(planQueries.at(-1)?.get('courseIds')?.split(',')).toHaveLength(100);

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(router.state.location.search).toBe('?page=2');
    expect(planQueries.at(-1)?.get('courseIds')?.split(',')[0]).toBe('course-101');
  }, 30_000); // a page is 100 cards
});
