import { type Course, courseMessages } from '@coursedesk/contract/courses';
import type { PublishStatus } from '@coursedesk/contract/publishing';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useEditorGuard, useGuardedForm } from '@/components/ui/editor-guard';
import { Form, FormActions } from '@/components/ui/form/form';
import { FormMessage } from '@/components/ui/form/form-message';
import { HistoryPanel } from '@/components/ui/history-panel';
import { Modal } from '@/components/ui/modal';
import { PublishControls } from '@/components/ui/publish-controls';
import { StaleSaveDialog } from '@/components/ui/stale-save-dialog';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { VersionedRecord } from '@/components/ui/versioned-record';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useOpenPreview, useSitePreview } from '@/lib/preview';
import { useStaleSave } from '@/lib/stale-save';
import { useCourseBundle } from '../api/get-course-bundle';
import { FETCH_FAILED } from '../api/get-courses';
import { useSaveCourseBundle } from '../api/save-course-bundle';
import {
  type CourseFormIssue,
  type CourseFormValues,
  type CourseTab,
  checkCourseForm,
  courseFieldId,
  courseFormValuesFrom,
  courseTabs,
  focusCandidates,
  newCourseValues,
  tabOf,
} from '../course-form';
import type { CoursePath } from './course-fields';
import { BasicInfoTab, DetailsTab, FeaturesToolsTab, SeoTab, TestimonialsTab } from './course-tabs';
import { CurriculumEditor } from './curriculum-editor';
import { PricingTab, useSameAsLinks } from './pricing-tab';

/** What each tab of the editor shows. */
const tabPanels: Record<CourseTab, () => ReactNode> = {
  basic: BasicInfoTab,
  details: DetailsTab,
  features: FeaturesToolsTab,
  curriculum: CurriculumEditor,
  testimonials: TestimonialsTab,
  pricing: PricingTab,
  seo: SeoTab,
};

const SAVE_FAILED_FALLBACK = 'Failed to save course. Please check the console for details.';

interface CourseEditorProps {
  /** The stored course's text id; without one the editor creates a course. */
  courseId?: string;
  onClose: () => void;
}

/** The course editor dialog: 'Create New Course' or 'Edit Course', in six tabs. */
export function CourseEditor({ courseId, onClose }: CourseEditorProps) {
  const bundle = useCourseBundle(courseId);
  const [saving, setSaving] = useState(false);
  const title = courseId === undefined ? 'Create New Course' : 'Edit Course';
  const guard = useEditorGuard(true, onClose);
  return (
    <>
      <Modal
        open
        size="xl"
        title={title}
        onOpenChange={(open) => {
          if (!open && !saving) guard.requestClose();
        }}
      >
        {guard.wrap(
          courseId === undefined ? (
            <CourseForm
              title={title}
              initialValues={newCourseValues()}
              onClose={onClose}
              onSaving={setSaving}
            />
          ) : (
            <VersionedRecord query={bundle} failure={FETCH_FAILED} loading="Loading course...">
              {({ bundle: stored, version }, reload) => (
                <>
                  <CourseForm
                    title={title}
                    storedId={courseId}
                    stored={stored.course}
                    initialValues={courseFormValuesFrom(stored)}
                    version={version}
                    onReload={reload}
                    onClose={onClose}
                    onSaving={setSaving}
                  />
                  <HistoryPanel area="courses" record={stored.course._id} />
                </>
              )}
            </VersionedRecord>
          ),
        )}
      </Modal>
      {guard.prompt}
    </>
  );
}

interface CourseFormProps {
  title: string;
  storedId?: string;
  /** The stored course: its publishing state and `_id` (for a preview). */
  stored?: Pick<Course, '_id' | 'publishStatus' | 'publishAt'>;
  initialValues: CourseFormValues;
  /** The stored course's version, which its saves name (a later one is a stale save). */
  version?: string | undefined;
  /** Loads the course as stored now and starts the form afresh from it. */
  onReload?: () => Promise<void>;
  onClose: () => void;
  onSaving: (saving: boolean) => void;
}

/** A save as sent: kept, so an overwrite after a stale save sends the same edits. */
type CourseSave = Parameters<ReturnType<typeof useSaveCourseBundle>['mutate']>[0];

export function CourseForm({
  title,
  storedId,
  stored,
  initialValues,
  version: loadedVersion,
  onReload,
  onClose,
  onSaving,
}: CourseFormProps) {
  const form = useForm<CourseFormValues>({ defaultValues: initialValues, shouldFocusError: false });
  const save = useSaveCourseBundle();
  // The version the edits are on: the loaded one, then each save's own.
  const [version, setVersion] = useState(loadedVersion);
  const stale = useStaleSave<CourseSave>(onReload);
  const [tab, setTab] = useState<CourseTab>('basic');
  const [problem, setProblem] = useState<string>();
  const [flaggedTabs, setFlaggedTabs] = useState<ReadonlySet<CourseTab>>(new Set());
  const [focusRequest, setFocusRequest] = useState<{ path: string }>();
  const creating = storedId === undefined;

  useEffect(() => onSaving(save.isPending), [save.isPending, onSaving]);

  // After the tab holding a message is shown, its control takes the focus.
  useEffect(() => {
    if (!focusRequest) return;
    for (const id of focusCandidates(focusRequest.path)) {
      const element = document.getElementById(id);
      if (element && !element.closest('[hidden]')) {
        element.focus();
        return;
      }
    }
  }, [focusRequest]);

  /** Shows each message at its value and takes the user to the first one. */
  function showIssues(issues: CourseFormIssue[]) {
    form.clearErrors();
    const seen = new Set<string>();
    for (const issue of issues) {
      if (seen.has(issue.path)) continue;
      seen.add(issue.path);
      form.setError(issue.path as CoursePath, { type: 'validate', message: issue.message });
    }
    const [first] = issues;
    if (!first) return;
    setProblem(first.message);
    setFlaggedTabs(new Set(issues.map((issue) => issue.tab)));
    setTab(first.tab);
    setFocusRequest({ path: first.path });
  }

  function send(attempt: CourseSave) {
    save.mutate(attempt, {
      onSuccess: (answer) => {
        stale.clear();
        setVersion(answer.version);
        notifySuccess(courseMessages.bundleSaved);
        onClose();
      },
      onError: (error) => {
        if (!stale.caught(error, attempt)) onSaveError(error);
      },
    });
  }

  function onSaveError(error: unknown) {
    const reason = error instanceof Error ? error.message : '';
    notifyError(reason ? `Failed to save course: ${reason}` : SAVE_FAILED_FALLBACK);
    if (!(error instanceof ApiError) || !error.isFromServer) return;
    if (error.issues.length > 0) {
      showIssues(error.issues.map((issue) => ({ ...issue, tab: tabOf(issue.path) })));
    } else if (error.code === 'CONFLICT') {
      showIssues([{ path: 'course.id', message: error.message, tab: 'basic' }]);
    }
  }

  // The form has no field rules of its own: every check is `checkCourseForm`'s, so the messages of
  // a refused save are cleared first, or the form would stay invalid and never be checked again.
  const handleSubmit = form.handleSubmit((values) => {
    const check = checkCourseForm(values);
    if (!check.ok) {
      showIssues(check.issues);
      return;
    }
    form.clearErrors();
    setProblem(undefined);
    setFlaggedTabs(new Set());
    send({ id: storedId, input: check.input, image: check.image, version });
  });
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    form.clearErrors();
    return handleSubmit(event);
  };
  /** A publishing button: the save with the state it names. */
  const saveAs = (status: PublishStatus) => {
    form.setValue('course.publishStatus', status, { shouldDirty: true });
    void submit();
  };
  const sitePreview = useSitePreview();
  const openPreview = useOpenPreview();
  const cancel = useGuardedForm(
    form.formState.isDirty,
    save.isPending ? undefined : () => void submit(),
    onClose,
  );

  return (
    <Form form={form} onSubmit={submit} fieldId={courseFieldId} aria-label={title}>
      <SameAsLinks />
      <TabList
        id="course-editor"
        label="Course sections"
        tabs={courseTabs.map((item) => ({ ...item, flagged: flaggedTabs.has(item.value) }))}
        selected={tab}
        onSelect={setTab}
      />
      {problem ? (
        <div className="pt-4">
          <FormMessage id="course-editor-message" message={problem} />
        </div>
      ) : null}
      {courseTabs.map(({ value }) => {
        const Panel = tabPanels[value];
        return (
          <TabPanel key={value} id="course-editor" value={value} selected={tab}>
            <Panel />
          </TabPanel>
        );
      })}
      <div className="mt-6">
        <PublishControls
          stored={stored}
          publishAtInput={{
            id: courseFieldId('course.publishAt'),
            ...form.register('course.publishAt'),
          }}
          publishAtError={form.formState.errors.course?.publishAt?.message}
          onSave={saveAs}
          saving={save.isPending}
          preview={
            sitePreview && stored ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={openPreview.isPending}
                onClick={() =>
                  openPreview.mutate(
                    { type: 'course', id: stored._id },
                    {
                      onError: (error) =>
                        notifyError(errorMessage(error, 'Failed to open the preview')),
                    },
                  )
                }
              >
                Preview on site
              </Button>
            ) : null
          }
        />
      </div>
      <div className="mt-6">
        <FormActions
          submitLabel={creating ? 'Create Course' : 'Update Course'}
          saving={save.isPending}
          onCancel={cancel}
        />
      </div>
      <StaleSaveDialog recordName="course" {...stale.dialog(send, save.isPending)} />
    </Form>
  );
}

/** Runs the 'Same as ...' links for the whole editor, whichever tab is shown. */
function SameAsLinks() {
  useSameAsLinks();
  return null;
}
