import { courseMessages } from '@coursedesk/contract/courses';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { CourseEditor } from './course-editor';

const NOW = '2025-01-01T00:00:00.000Z';
const icon = (iconName: string, iconPath: string) => ({
  _id: iconName,
  iconName,
  iconPath,
  createdAt: NOW,
  updatedAt: NOW,
});

function renderEditor() {
  const icons = [icon('code', 'M16 18l6-6-6-6')];
  server.use(http.get('/api/icons/all', () => HttpResponse.json({ success: true, data: icons })));
  const view = renderRoute(<CourseEditor onClose={vi.fn()} />, { path: '/courses' });
  const basic = screen.getByRole('tabpanel', { name: 'Basic Info' });
  return { ...view, basic, icons };
}

describe('IconPicker', { timeout: 20_000 }, () => {
  it('chooses a server icon or an emoji from the labelled list', async () => {
    const { user, basic } = renderEditor();
    await user.click(within(basic).getByRole('button', { name: 'Choose icon' }));
    await user.click(await within(basic).findByRole('button', { name: 'code' }));
    expect(within(basic).getByText('code')).toBeInTheDocument();

    await user.click(within(basic).getByRole('button', { name: 'Choose icon' }));
    await user.click(within(basic).getByRole('button', { name: 'Emoji' }));
    await user.click(within(basic).getByRole('button', { name: 'Rocket' }));
    expect(within(basic).getAllByText('🚀').length).toBeGreaterThan(0);
    expect(within(basic).queryByRole('button', { name: 'Emoji' })).not.toBeInTheDocument();
  });

  it("adds a new icon: both fields needed, the server's refusal said, the new icon chosen", async () => {
    const sent: unknown[] = [];
    let refuse = true;
    const { user, basic, icons } = renderEditor();
    server.use(
      http.post('/api/admin/course-icons', async ({ request }) => {
        sent.push(await request.json());
        if (refuse) {
          return HttpResponse.json(
            { success: false, code: 'CONFLICT', message: courseMessages.duplicateIcon },
            { status: 409 },
          );
        }
        const created = icon('rocket-launch', 'M12 2l3 7h7z');
        icons.push(created);
        return HttpResponse.json(
          { success: true, message: courseMessages.iconCreated, data: created },
          { status: 201 },
        );
      }),
    );
    await user.click(within(basic).getByRole('button', { name: 'Choose icon' }));
    await user.click(within(basic).getByRole('button', { name: 'Add New Icon' }));
    const group = within(basic).getByRole('group', { name: 'Add New Icon' });
    await user.click(within(group).getByRole('button', { name: 'Create Icon' }));
    expect(within(group).getByRole('alert')).toHaveTextContent(courseMessages.iconRequired);
    expect(sent).toHaveLength(0);

    await user.type(within(group).getByLabelText('Icon name'), 'Rocket Launch');
    await user.type(within(group).getByLabelText('SVG path'), 'M12 2l3 7h7z');
    expect(within(group).getByRole('img', { name: 'New icon preview' })).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Create Icon' }));
    const alert = await within(group).findByText('Failed to create icon. Please try again.');
    expect(alert.parentElement).toHaveTextContent(courseMessages.duplicateIcon);

    refuse = false;
    await user.click(within(group).getByRole('button', { name: 'Create Icon' }));
    await waitFor(() => expect(within(basic).getByText('rocket-launch')).toBeInTheDocument());
    expect(await screen.findByText(courseMessages.iconCreated)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ iconName: 'Rocket Launch', iconPath: 'M12 2l3 7h7z' });
  });
});
