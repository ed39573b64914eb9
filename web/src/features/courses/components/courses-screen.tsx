import { courseMessages } from '@coursedesk/contract/courses';
import { BookOpen, Flame, Plus, Search, Star, Tags } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteCourseBundle } from '../api/delete-course-bundle';
import { type CourseEntry, useCourses } from '../api/get-courses';
import { CourseCard } from './course-card';
import { CourseEditor, FETCH_FAILED } from './course-editor';
import { useIconPaths } from './icon-picker';

const DELETE_CONFIRM = 'Are you sure you want to delete this course from all collections?';
const DELETE_FAILED = 'Failed to delete course';

/** The search parameters that keep the editor open across a reload: ?new=1 or ?edit={id}. */
const NEW_PARAM = 'new';
const EDIT_PARAM = 'edit';

function matches(entry: CourseEntry, query: string): boolean {
  const { title, category } = entry.course;
  return title.toLowerCase().includes(query) || category.toLowerCase().includes(query);
}

/** Course management (docs/courses.md): stats, search, the card grid and the six-tab editor. */
export function CoursesScreen() {
  const courses = useCourses();
  const deleteCourse = useDeleteCourseBundle();
  const iconPaths = useIconPaths();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');

  const creating = params.get(NEW_PARAM) === '1';
  const editingId = params.get(EDIT_PARAM) ?? undefined;

  function openEditor(courseId?: string) {
    setParams(courseId === undefined ? { [NEW_PARAM]: '1' } : { [EDIT_PARAM]: courseId }, {
      replace: true,
    });
  }

  function closeEditor() {
    setParams({}, { replace: true });
  }

  function handleDelete(entry: CourseEntry) {
    if (!window.confirm(DELETE_CONFIRM)) return;
    deleteCourse.mutate(entry.course.id, {
      onSuccess: () => notifySuccess(courseMessages.bundleDeleted),
      onError: (error) => notifyError(errorMessage(error, DELETE_FAILED)),
    });
  }

  const list = courses.data ?? [];
  const query = search.trim().toLowerCase();
  const shown = query ? list.filter((entry) => matches(entry, query)) : list;
  const stats = [
    { label: 'Total Courses', value: list.length, icon: BookOpen, accent: 'green' },
    {
      label: 'Featured',
      value: list.filter((entry) => entry.course.featured).length,
      icon: Star,
      accent: 'orange',
    },
    {
      label: 'Popular',
      value: list.filter((entry) => entry.pricing?.popular).length,
      icon: Flame,
      accent: 'red',
    },
    {
      label: 'Categories',
      value: new Set(list.map((entry) => entry.course.category.trim().toLowerCase())).size,
      icon: Tags,
      accent: 'blue',
    },
  ] as const;

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

      {courses.isError ? (
        <ErrorBanner
          message={FETCH_FAILED}
          onRetry={() => void courses.refetch()}
          retrying={courses.isFetching}
        />
      ) : null}

      {courses.data ? (
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <StatCard key={stat.label} {...stat} />
          ))}
        </div>
      ) : null}

      <div className="relative max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          type="search"
          aria-label="Search courses"
          placeholder="Search by title or category..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
        />
      </div>

      {courses.isPending ? (
        <Spinner label="Loading..." className="py-16" />
      ) : courses.data === undefined ? null : shown.length === 0 ? (
        <Card>
          <EmptyState
            icon={BookOpen}
            title="No courses found"
            description={
              list.length > 0 ? 'Nothing matches your search. Try another word.' : undefined
            }
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
              deleting={deleteCourse.isPending && deleteCourse.variables === entry.course.id}
              onEdit={() => openEditor(entry.course.id)}
              onDelete={() => handleDelete(entry)}
            />
          ))}
        </div>
      )}

      {creating || editingId !== undefined ? (
        <CourseEditor key={editingId ?? 'new'} courseId={editingId} onClose={closeEditor} />
      ) : null}
    </div>
  );
}
