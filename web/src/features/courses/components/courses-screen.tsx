import { COURSE_PAGE_SIZE, courseMessages } from '@coursedesk/contract/courses';
import { BookOpen, Flame, Plus, Star, Tags } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatCards } from '@/components/ui/stat-cards';
import { ListSection } from '@/components/ui/table/list-section';
import {
  publishStatusFilter,
  publishStatusView,
} from '@/components/ui/table/publish-status-filter';
import type { FilterSpec } from '@/components/ui/table/url-filter-bar';
import { useConfirmedDelete } from '@/lib/use-confirmed-delete';
import { useListView } from '@/lib/use-list-view';
import { useDeleteCourseBundle } from '../api/delete-course-bundle';
import { useIconPaths } from '../api/get-course-icons';
import { FETCH_FAILED, useCourseStats, useCourses } from '../api/get-courses';
import { CourseCard } from './course-card';

// The editor (forms, tabs, the curriculum) loads when a course is first opened or created.
const CourseEditor = lazy(async () => ({
  default: (await import('./course-editor')).CourseEditor,
}));

const DELETE_CONFIRM = 'Are you sure you want to delete this course from all collections?';
const DELETE_FAILED = 'Failed to delete course';

/** The search parameters that keep the editor open across a reload: ?new=1 or ?edit={id}. */
const NEW_PARAM = 'new';
const EDIT_PARAM = 'edit';

/** The grid's view in the URL: ?page=&search= (the search matches titles and categories). */
const courseViewShape = {
  page: z.coerce.number().int().min(1),
  search: z.string(),
  publishStatus: publishStatusView,
};

const courseFilters: FilterSpec[] = [
  {
    kind: 'search',
    key: 'search',
    label: 'Search courses',
    placeholder: 'Search by title or category...',
  },
  publishStatusFilter,
];

/** Course management: the figures, the searched and paged card grid, and the six-tab editor. */
export function CoursesScreen() {
  const view = useListView(courseViewShape);
  const search = view.values.search?.trim() || undefined;
  const courses = useCourses({
    page: view.page,
    search,
    publishStatus: view.values.publishStatus,
  });
  const stats = useCourseStats();
  const deletion = useConfirmedDelete(useDeleteCourseBundle(), {
    confirm: DELETE_CONFIRM,
    failed: DELETE_FAILED,
    deleted: courseMessages.bundleDeleted,
  });
  const iconPaths = useIconPaths();
  const [params, setParams] = useSearchParams();

  const creating = params.get(NEW_PARAM) === '1';
  const editingId = params.get(EDIT_PARAM) ?? undefined;

  /** Opens or closes the editor; the page and the search stay in the address. */
  function setEditorParams(courseId: string | undefined, open: boolean) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEW_PARAM);
        next.delete(EDIT_PARAM);
        if (open) next.set(courseId === undefined ? NEW_PARAM : EDIT_PARAM, courseId ?? '1');
        return next;
      },
      { replace: true },
    );
  }
  const openEditor = (courseId?: string) => setEditorParams(courseId, true);
  const closeEditor = () => setEditorParams(undefined, false);

  const shown = courses.data?.entries ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Course Management"
        description="Courses, their landing pages and their pricing plans"
        actions={
          <Button onClick={() => openEditor()}>
            <Plus aria-hidden="true" />
            Add Course
          </Button>
        }
      />

      {stats.data ? (
        <StatCards
          label="Course statistics"
          cards={[
            { label: 'Total Courses', value: stats.data.total, icon: BookOpen, accent: 'green' },
            { label: 'Featured', value: stats.data.featured, icon: Star, accent: 'orange' },
            { label: 'Popular', value: stats.data.popular, icon: Flame, accent: 'red' },
            { label: 'Categories', value: stats.data.categories, icon: Tags, accent: 'blue' },
          ]}
        />
      ) : null}

      <ListSection
        label="Courses"
        view={view}
        filters={courseFilters}
        query={courses}
        errorMessage={FETCH_FAILED}
        limit={COURSE_PAGE_SIZE}
        total={courses.data?.pagination.total}
        frame="plain"
        loading={courses.isPending}
        loadingLabel="Loading courses..."
      >
        {courses.data === undefined ? null : shown.length === 0 ? (
          <Card>
            <EmptyState
              icon={BookOpen}
              title="No courses found"
              description={search ? 'Nothing matches your search. Try another word.' : undefined}
              action={
                <Button onClick={() => openEditor()}>
                  <Plus aria-hidden="true" />
                  Create Course
                </Button>
              }
            />
          </Card>
        ) : (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((entry) => (
              <CourseCard
                key={entry.course._id}
                entry={entry}
                iconPaths={iconPaths}
                deleting={deletion.deletingId === entry.course.id}
                onEdit={() => openEditor(entry.course.id)}
                onDelete={() => deletion.remove(entry.course.id)}
              />
            ))}
          </div>
        )}
      </ListSection>

      {creating || editingId !== undefined ? (
        <Suspense fallback={null}>
          <CourseEditor key={editingId ?? 'new'} courseId={editingId} onClose={closeEditor} />
        </Suspense>
      ) : null}
    </div>
  );
}
