import { type CourseBundleInput, courseMessages } from '@coursedesk/contract/courses';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { staleAnswer } from '@/test/stale';
import { CourseEditor } from './course-editor';

const NOW = '2025-01-01T00:00:00.000Z';

function serveIcons() {
  server.use(
    http.get('/api/icons/all', () =>
      HttpResponse.json({
        success: true,
        data: [
          {
            _id: 'i1',
            iconName: 'code',
            iconPath: 'M16 18l6-6-6-6',
            createdAt: NOW,
            updatedAt: NOW,
          },
        ],
      }),
    ),
  );
}

function renderNewCourse() {
  serveIcons();
  const onClose = vi.fn();
  const view = renderRoute(<CourseEditor onClose={onClose} />, { path: '/courses' });
  const dialog = screen.getByRole('dialog', { name: 'Create New Course' });
  return { ...view, dialog, onClose };
}

/** Types a value at once (pasted): the editor's forms are long. */
async function fill(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

/** The shown tab's panel; hidden panels are left out. */
const panel = (name: string) => screen.getByRole('tabpanel', { name });

async function openTab(user: UserEvent, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  return panel(name);
}

async function fillBasics(user: UserEvent, title = 'Data Science') {
  const basic = await openTab(user, 'Basic Info');
  await fill(user, within(basic).getByLabelText('Course ID'), 'data-science');
  await fill(user, within(basic).getByLabelText('Title'), title);
  await fill(user, within(basic).getByLabelText('Category'), 'Data');
  await fill(user, within(basic).getByLabelText('Badge'), 'New');
  await fill(user, within(basic).getByLabelText('Description'), 'Numbers into decisions.');
  await fill(user, within(basic).getByLabelText('Duration'), '12 weeks');
  await fill(user, within(basic).getByLabelText('Extra Info'), 'Live online');
  const details = await openTab(user, 'Details');
  await fill(user, within(details).getByLabelText('Overview'), 'From spreadsheets to models.');
  await fill(user, within(details).getByLabelText('Prerequisites'), 'Curiosity.');
  await fill(user, within(details).getByLabelText('Current price'), '£1,999');
  await fill(user, within(details).getByLabelText('Original price'), '£2,999');
}

/** Adds a module with one topic of one subtopic, all filled in. */
async function addModule(user: UserEvent, n: number, name: string) {
  const curriculum = await openTab(user, 'Curriculum');
  await user.click(within(curriculum).getByRole('button', { name: 'Add Module' }));
  const module = within(curriculum).getByRole('group', { name: `Module ${n}` });
  await fill(user, within(module).getByLabelText('Module name'), name);
  await fill(user, within(module).getByLabelText('Duration'), '2 weeks');
  await user.click(within(module).getByRole('button', { name: `Add topic to module ${n}` }));
  const topic = within(module).getByRole('group', { name: 'Topic 1' });
  await fill(user, within(topic).getByLabelText('Topic name'), `${name} basics`);
  await fill(user, within(topic).getByLabelText('Subtopic 1'), `${name} first steps`);
  return module;
}

async function fillPlan(user: UserEvent) {
  const pricing = await openTab(user, 'Pricing');
  for (const label of [
    'Same as course title',
    'Same as course description',
    'Same as course badge',
    'Same as course duration',
    'Same as course extra info',
    'Same as course current price',
    'Same as course original price',
  ]) {
    await user.click(within(pricing).getByLabelText(label));
  }
  await fill(user, within(pricing).getByLabelText('CTA'), 'Enrol Now');
  await fill(user, within(pricing).getByLabelText('Discount'), '33% OFF');
  return pricing;
}

describe('CourseEditor', { timeout: 20_000 }, () => {
  it('shows the first rule broken on Basic Info and focuses its field', async () => {
    const { user, dialog } = renderNewCourse();
    await openTab(user, 'Pricing');
    await user.click(within(dialog).getByRole('button', { name: 'Create Course' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      courseMessages.courseRequired,
    );
    expect(screen.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const id = within(panel('Basic Info')).getByLabelText('Course ID');
    await waitFor(() => expect(id).toHaveFocus());
    expect(id).toHaveAttribute('aria-invalid', 'true');
  });

  it('after a refused save, the next save says what is still missing', async () => {
    const { user, dialog } = renderNewCourse();
    await user.click(within(dialog).getByRole('button', { name: 'Create Course' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      courseMessages.courseRequired,
    );
    const basic = panel('Basic Info');
    await fill(user, within(basic).getByLabelText('Course ID'), 'data-science');
    await fill(user, within(basic).getByLabelText('Title'), 'Data Science');
    await fill(user, within(basic).getByLabelText('Category'), 'Data');
    await fill(user, within(basic).getByLabelText('Badge'), 'New');
    await fill(user, within(basic).getByLabelText('Description'), 'Numbers into decisions.');
    await fill(user, within(basic).getByLabelText('Duration'), '12 weeks');
    await fill(user, within(basic).getByLabelText('Extra Info'), 'Live online');
    await user.click(within(dialog).getByRole('button', { name: 'Create Course' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(courseMessages.detailsRequired),
    );
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  });

  it('takes a numbered curriculum message to the Curriculum tab and the topic it names', async () => {
    const { user, dialog } = renderNewCourse();
    await fillBasics(user);
    await addModule(user, 1, 'Python');
    const second = await addModule(user, 2, 'Statistics');
    await user.clear(within(second).getByLabelText('Topic name'));
    await openTab(user, 'Basic Info');
    await user.click(within(dialog).getByRole('button', { name: 'Create Course' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      courseMessages.topicName(1, 2),
    );
    expect(screen.getByRole('tab', { name: 'Curriculum' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const module = within(panel('Curriculum')).getByRole('group', { name: 'Module 2' });
    const topicName = within(module).getByLabelText('Topic name');
    await waitFor(() => expect(topicName).toHaveFocus());
    expect(within(module).getByText(courseMessages.topicName(1, 2))).toBeInTheDocument();
  });

  it('an empty curriculum is reported on its tab', async () => {
    const { user, dialog } = renderNewCourse();
    await fillBasics(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create Course' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      courseMessages.curriculumRequired,
    );
    expect(screen.getByRole('tab', { name: 'Curriculum' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(within(panel('Curriculum')).getByRole('button', { name: 'Add Module' })).toHaveFocus(),
    );
  });

  it("'Same as' copies the course value, is read-only and follows later changes", async () => {
    const { user } = renderNewCourse();
    await fillBasics(user, 'Data Science');
    let pricing = await openTab(user, 'Pricing');
    const planName = within(pricing).getByLabelText('Plan Name');
    await fill(user, planName, 'Own name');
    await user.click(within(pricing).getByLabelText('Same as course title'));
    expect(planName).toHaveValue('Data Science');
    expect(planName).toHaveAttribute('readonly');
    await user.click(within(pricing).getByLabelText('Same as course current price'));
    expect(within(pricing).getByLabelText('Current price (£)')).toHaveValue('1999');

    const basic = await openTab(user, 'Basic Info');
    const title = within(basic).getByLabelText('Title');
    await user.clear(title);
    await fill(user, title, 'Applied Data Science');
    pricing = await openTab(user, 'Pricing');
    expect(within(pricing).getByLabelText('Plan Name')).toHaveValue('Applied Data Science');

    // Unchecked, the field is the user's again and stops following.
    await user.click(within(pricing).getByLabelText('Same as course title'));
    expect(planName).not.toHaveAttribute('readonly');
    await openTab(user, 'Basic Info');
    await fill(user, within(panel('Basic Info')).getByLabelText('Title'), ' 2');
    expect(within(await openTab(user, 'Pricing')).getByLabelText('Plan Name')).toHaveValue(
      'Applied Data Science',
    );
  });

  it('edits the curriculum (add, reorder, remove) and saves the whole course in one call', async () => {
    let sent: CourseBundleInput | undefined;
    server.use(
      http.post('/api/admin/course-bundles', async ({ request }) => {
        sent = (await request.json()) as CourseBundleInput;
        return HttpResponse.json(
          { success: false, code: 'CONFLICT', message: 'stop' },
          { status: 409 },
        );
      }),
    );
    const { user, dialog } = renderNewCourse();
    await fillBasics(user);
    await addModule(user, 1, 'Python');
    await addModule(user, 2, 'Statistics');
    const third = await addModule(user, 3, 'Scratch');
    const curriculum = panel('Curriculum');
    // A second subtopic, moved above the first.
    await user.click(
      within(third).getByRole('button', { name: 'Add subtopic to topic 1 of module 3' }),
    );
    await fill(user, within(third).getByLabelText('Subtopic 2'), 'Scratch second');
    await user.click(
      within(third).getByRole('button', { name: 'Move subtopic 2 of topic 1 of module 3 up' }),
    );
    expect(within(third).getByLabelText('Subtopic 1')).toHaveValue('Scratch second');
    await user.click(within(curriculum).getByRole('button', { name: 'Move module 2 up' }));
    await user.click(within(curriculum).getByRole('button', { name: 'Remove module 3' }));
    await fillPlan(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create Course' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.details.curriculum).toEqual([
      {
        module: 'Statistics',
        duration: '2 weeks',
        topics: [{ topic: 'Statistics basics', subtopics: ['Statistics first steps'] }],
      },
      {
        module: 'Python',
        duration: '2 weeks',
        topics: [{ topic: 'Python basics', subtopics: ['Python first steps'] }],
      },
    ]);
    expect(sent?.pricing).toMatchObject({
      name: 'Data Science',
      description: 'Numbers into decisions.',
      currentPrice: 1999,
      originalPrice: 2999,
      discount: '33% OFF',
    });
    // The server's refusal is said in its documented words and lands on the field it names.
    expect(await screen.findByText('Failed to save course: stop')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('closes with the documented toast once the course is saved', async () => {
    server.use(
      http.post('/api/admin/course-bundles', () =>
        HttpResponse.json(
          { success: true, message: courseMessages.bundleSaved, data: storedBundle },
          { status: 201 },
        ),
      ),
    );
    const { user, dialog, onClose } = renderNewCourse();
    await fillBasics(user);
    await addModule(user, 1, 'Python');
    await fillPlan(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText(courseMessages.bundleSaved)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('opens a stored course with every tab filled and the links that hold', async () => {
    serveIcons();
    server.use(
      http.get('/api/admin/course-bundles/data-science', () =>
        HttpResponse.json({ success: true, data: storedBundle }),
      ),
    );
    const { user } = renderRoute(<CourseEditor courseId="data-science" onClose={vi.fn()} />, {
      path: '/courses',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Course' });
    const basic = await within(dialog).findByRole('tabpanel', { name: 'Basic Info' });
    expect(within(basic).getByLabelText('Course ID')).toHaveValue('data-science');
    expect(within(basic).getAllByText('code')[0]).toBeVisible();
    const details = await openTab(user, 'Details');
    expect(within(details).getByLabelText('Overview')).toHaveValue('From spreadsheets to models.');
    expect(within(details).getByLabelText('Start date')).toHaveValue('TBD');
    const features = await openTab(user, 'Features & Tools');
    expect(within(features).getByRole('group', { name: 'Feature 1' })).toBeInTheDocument();
    expect(within(features).getByLabelText('Name')).toHaveValue('Python');
    const curriculum = await openTab(user, 'Curriculum');
    expect(within(curriculum).getByLabelText('Subtopic 1')).toHaveValue('Lists');
    const testimonials = await openTab(user, 'Testimonials');
    expect(within(testimonials).getByLabelText('Name')).toHaveValue('Ada');
    const pricing = await openTab(user, 'Pricing');
    expect(within(pricing).getByLabelText('Same as course title')).toBeChecked();
    expect(within(pricing).getByLabelText('Same as course badge')).not.toBeChecked();
    expect(within(pricing).getByLabelText('Current price (£)')).toHaveValue('1999');
    expect(within(dialog).getByRole('button', { name: 'Update Course' })).toBeInTheDocument();
  });
});

describe("a save over someone else's change", () => {
  const theirs = { ...storedBundle, course: { ...storedBundle.course, title: 'Their title' } };

  /** The stored course at version 3 on the first read, and as the other admin left it after. */
  function serveStoredCourse() {
    serveIcons();
    let reads = 0;
    server.use(
      http.get('/api/admin/course-bundles/data-science', () => {
        reads += 1;
        return reads === 1
          ? HttpResponse.json({ success: true, data: storedBundle }, { headers: { ETag: '"3"' } })
          : HttpResponse.json({ success: true, data: theirs }, { headers: { ETag: '"4"' } });
      }),
    );
  }

  async function editAndSave(user: UserEvent) {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Course' });
    const basic = await within(dialog).findByRole('tabpanel', { name: 'Basic Info' });
    await user.clear(within(basic).getByLabelText('Title'));
    await fill(user, within(basic).getByLabelText('Title'), 'My title');
    await user.click(within(dialog).getByRole('button', { name: 'Update Course' }));
    return screen.findByRole('dialog', { name: 'This course was changed by someone else' });
  }

  it('sends the loaded version, names who changed it and when, and overwrites on request', async () => {
    serveStoredCourse();
    const sent: { ifMatch: string | null; title: string }[] = [];
    server.use(
      http.put('/api/admin/course-bundles/data-science', async ({ request }) => {
        const body = (await request.json()) as CourseBundleInput;
        sent.push({ ifMatch: request.headers.get('If-Match'), title: body.course.title });
        if (sent.length === 1) return staleAnswer('"4"');
        return HttpResponse.json(
          { success: true, message: courseMessages.bundleSaved, data: theirs },
          { headers: { ETag: '"5"' } },
        );
      }),
    );
    const onClose = vi.fn();
    const { user } = renderRoute(<CourseEditor courseId="data-science" onClose={onClose} />, {
      path: '/courses',
    });
    const stale = await editAndSave(user);
    expect(stale).toHaveTextContent('Grace Hopper (grace@example.com) saved a change on');
    expect(within(stale).getByText(/2025/)).toHaveAttribute('datetime', '2025-01-02T09:30:00.000Z');
    expect(sent).toEqual([{ ifMatch: '"3"', title: 'My title' }]);

    await user.click(within(stale).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The overwrite names the version it replaces, with the same edits.
    expect(sent[1]).toEqual({ ifMatch: '"4"', title: 'My title' });
  });

  it("reloads the other admin's version on request, dropping the edits", async () => {
    serveStoredCourse();
    let saves = 0;
    server.use(
      http.put('/api/admin/course-bundles/data-science', () => {
        saves += 1;
        return staleAnswer('"4"');
      }),
    );
    const onClose = vi.fn();
    const { user } = renderRoute(<CourseEditor courseId="data-science" onClose={onClose} />, {
      path: '/courses',
    });
    const stale = await editAndSave(user);
    await user.click(within(stale).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'This course was changed by someone else' }),
      ).not.toBeInTheDocument(),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Course' });
    const basic = await within(dialog).findByRole('tabpanel', { name: 'Basic Info' });
    await waitFor(() => expect(within(basic).getByLabelText('Title')).toHaveValue('Their title'));
    expect(saves).toBe(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});

const storedBundle = {
  course: {
    _id: '11111111-1111-4111-8111-111111111111',
    id: 'data-science',
    category: 'Data',
    badge: 'New',
    title: 'Data Science',
    desc: 'Numbers into decisions.',
    duration: '12 weeks',
    extra: 'Live online',
    accent: 'edtech-green',
    iconName: 'code',
    featured: true,
    image: null,
    createdAt: NOW,
    updatedAt: NOW,
  },
  details: {
    _id: '22222222-2222-4222-8222-222222222222',
    courseId: 'data-science',
    overview: 'From spreadsheets to models.',
    prerequisites: 'Curiosity.',
    features: [{ icon: '🎓', title: 'Live teaching', description: 'Small classes.' }],
    curriculum: [
      {
        module: 'Python',
        duration: '2 weeks',
        topics: [{ topic: 'Basics', subtopics: ['Lists'] }],
      },
    ],
    tools: [{ name: 'Python', icon: '🐍' }],
    testimonials: [
      {
        name: 'Ada',
        role: 'Analyst',
        avatar: '',
        rating: 5,
        content: 'Great.',
        color: 'edtech-green',
      },
    ],
    successStats: [{ label: 'Hired', value: '90%', color: 'edtech-green' }],
    pricing: {
      current: '£1,999',
      original: '£2,999',
      discount: '33% OFF',
      deadline: 'TBD',
      features: [],
    },
    courseInfo: { startDate: 'TBD', format: 'Online', support: '24/7', studentsEnrolled: '0' },
    trustIndicators: {
      rating: '4.8',
      reviewCount: '0',
      testimonialPreview: { text: 'Great course!', author: 'Anonymous' },
    },
    createdAt: NOW,
    updatedAt: NOW,
  },
  pricing: {
    _id: '33333333-3333-4333-8333-333333333333',
    id: 'data-science',
    name: 'Data Science',
    category: 'Data',
    originalPrice: 2999,
    currentPrice: 1999,
    installmentPrice: 0,
    installmentMonths: 0,
    discount: '33% OFF',
    duration: '12 weeks',
    extra: 'Live online',
    description: 'Numbers into decisions.',
    features: ['Mentoring'],
    highlighted: false,
    popular: true,
    accent: 'edtech-blue',
    badge: 'Best value',
    cta: 'Enrol Now',
    createdAt: NOW,
    updatedAt: NOW,
  },
};
