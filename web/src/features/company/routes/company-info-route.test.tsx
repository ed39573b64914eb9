import type {
  CompanySettings,
  CompanySettingsInput,
  CompanySettingsValues,
} from '@coursedesk/contract/company';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { CompanyInfoRoute } from './company-info-route';

const stamps = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };

const saved: CompanySettings = {
  companyInfo: {
    _id: '11111111-1111-4111-8111-111111111111',
    whatsappNumber: '+44 7700 900123',
    supportEmail: 'support@example.com',
    heroRoles: ['Developer'],
    carouselRoles: [],
    marketingStats: [{ number: '12,000+', label: 'Students' }],
    whatsappQuickMessages: ['Hello'],
    pricingFaq: [{ id: 4, question: 'Hidden costs?', answer: 'None.' }],
    courseBenefitsComparison: [
      { feature: 'Mentoring', description: '', us: 'tick', others: 'Limited' },
    ],
    socialMedia: { facebook: 'https://facebook.example/us', instagram: '', linkedin: '' },
    ...stamps,
  },
  contactData: {
    _id: '22222222-2222-4222-8222-222222222222',
    offices: [{ name: 'London', address: '1 High Street', phone: '+44 20 7946 0000' }],
    responseTime: 'One day',
    mapEmbedUrl: '',
    ...stamps,
  },
  highlightedCountries: {
    _id: '33333333-3333-4333-8333-333333333333',
    countries: ['India'],
    ...stamps,
  },
};

/** Serves the page's records and records what a save sends. */
function serveSettings(settings: CompanySettings = saved) {
  const sent: CompanySettingsInput[] = [];
  server.use(
    http.get('/api/admin/company-settings', () =>
      HttpResponse.json({ success: true, data: settings }),
    ),
    http.put('/api/admin/company-settings', async ({ request }) => {
      const body = (await request.json()) as CompanySettingsValues;
      sent.push(body);
      return HttpResponse.json({
        success: true,
        message: 'Company info, contact data, and highlighted countries saved successfully!',
        data: {
          companyInfo: { ...saved.companyInfo, ...body.companyInfo },
          contactData: { ...saved.contactData, ...body.contactData },
          highlightedCountries: { ...saved.highlightedCountries, ...body.highlightedCountries },
        },
      });
    }),
  );
  return sent;
}

function renderPage() {
  return renderRoute(<CompanyInfoRoute />, { path: '/company-info' });
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  startSession('admin.jwt.token', {
    _id: '99999999-9999-4999-8999-999999999999',
    id: '99999999-9999-4999-8999-999999999999',
    name: 'Ada',
    email: 'ada@example.com',
    role: 'admin',
    ...stamps,
  });
});

// A long form typed into key by key: more than the default 5 s on a busy machine.
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Company info page', { timeout: 20_000 }, () => {
  it('shows every section of the page, filled from the saved records', async () => {
    serveSettings();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company Info & Settings' }),
    ).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Highlighted Countries',
      'Basic Information',
      'Marketing Statistics',
      'Social Media Links',
      'Hero Roles',
      'Carousel Roles',
      'WhatsApp Quick Messages',
      'Contact Information',
      'Pricing FAQ',
      'Course Benefits Comparison',
    ]);
    expect(within(region('Basic Information')).getByLabelText('WhatsApp number')).toHaveValue(
      '+44 7700 900123',
    );
    expect(screen.getByRole('button', { name: 'Remove India' })).toBeInTheDocument();
    const benefit = within(region('Course Benefits Comparison'));
    expect(await benefit.findByLabelText('Others')).toHaveValue('custom');
    expect(benefit.getByLabelText('Others: custom text')).toHaveValue('Limited');
  });

  it("loads the last sections' fields as they come into view, and saves them as stored before", async () => {
    // The browser says when a part nears the viewport: here, only when told.
    const near: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          near.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const sent = serveSettings();
    const { user } = renderPage();
    const contact = within(await screen.findByRole('region', { name: 'Contact Information' }));
    expect(region('Pricing FAQ')).toBeInTheDocument();
    expect(region('Course Benefits Comparison')).toBeInTheDocument();
    expect(contact.queryByLabelText('Response time')).not.toBeInTheDocument();
    expect(within(region('Basic Information')).getByLabelText('WhatsApp number')).toHaveValue(
      '+44 7700 900123',
    );

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.contactData.responseTime).toBe('One day');
    expect(sent[0]?.contactData.offices).toEqual([
      {
        name: 'London',
        address: '1 High Street',
        phone: '+44 20 7946 0000',
        email: '',
        mapUrl: '',
      },
    ]);
    expect(sent[0]?.companyInfo.pricingFaq).toEqual(saved.companyInfo?.pricingFaq);
    expect(sent[0]?.companyInfo.courseBenefitsComparison).toEqual(
      saved.companyInfo?.courseBenefitsComparison,
    );

    act(() => {
      for (const callback of near) callback([{ isIntersecting: true }]);
    });
    expect(await contact.findByLabelText('Response time')).toHaveValue('One day');
    expect(
      await within(region('Course Benefits Comparison')).findByLabelText('Others: custom text'),
    ).toHaveValue('Limited');
  });

  it('saves all sections in one request and says so', async () => {
    const sent = serveSettings();
    const { user } = renderPage();
    const countries = await screen.findByRole('combobox', { name: 'Countries' });
    await user.type(countries, 'japan{Enter}');
    const hero = within(region('Hero Roles'));
    await user.click(hero.getByRole('button', { name: 'Add hero role' }));
    await user.type(hero.getByLabelText('Hero role 2'), 'Designer');
    const faq = within(region('Pricing FAQ'));
    await user.click(await faq.findByRole('button', { name: 'Add question' }));
    await user.type(faq.getAllByLabelText('Question')[1] as HTMLElement, 'Refunds?');
    await user.type(faq.getAllByLabelText('Answer')[1] as HTMLElement, 'Within 14 days.');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Company info, contact data, and highlighted countries saved successfully!',
      ),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.highlightedCountries.countries).toEqual(['India', 'Japan']);
    expect(sent[0]?.companyInfo.heroRoles).toEqual(['Developer', 'Designer']);
    // A new question takes the next id after the highest.
    expect(sent[0]?.companyInfo.pricingFaq?.[1]).toEqual({
      id: 5,
      question: 'Refunds?',
      answer: 'Within 14 days.',
    });
    expect(sent[0]?.contactData.offices?.[0]).toEqual({
      name: 'London',
      address: '1 High Street',
      phone: '+44 20 7946 0000',
      email: '',
      mapUrl: '',
    });
  });

  it('a new benefit is a tick for us and a cross for others', async () => {
    const sent = serveSettings();
    const { user } = renderPage();
    const benefits = within(
      await screen.findByRole('region', { name: 'Course Benefits Comparison' }),
    );
    await user.click(benefits.getByRole('button', { name: 'Add benefit' }));
    const row = within(benefits.getAllByRole('group')[1] as HTMLElement);
    expect(row.getByLabelText('Us')).toHaveValue('tick');
    expect(row.getByLabelText('Others')).toHaveValue('cross');
    await user.type(row.getByLabelText('Feature'), 'Certificates');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.companyInfo.courseBenefitsComparison?.[1]).toEqual({
      feature: 'Certificates',
      description: '',
      us: 'tick',
      others: 'cross',
    });
  });

  it('checks the form with the contract: an office without a phone is not sent', async () => {
    const sent = serveSettings();
    const { user } = renderPage();
    const contact = within(await screen.findByRole('region', { name: 'Contact Information' }));
    await user.clear(contact.getByLabelText('Phone'));
    await user.type(contact.getByLabelText('Map embed URL'), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await contact.findByText('Office phone is required')).toBeInTheDocument();
    expect(
      contact.getByText('Map embed URL must be a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(contact.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('shows the server message when a save fails, else the documented fallback', async () => {
    serveSettings();
    server.use(
      http.put('/api/admin/company-settings', () =>
        HttpResponse.json(
          { success: false, code: 'INTERNAL_ERROR', message: 'Failed to save contact data' },
          { status: 500 },
        ),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save contact data')).toBeInTheDocument();

    server.use(http.put('/api/admin/company-settings', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save data')).toBeInTheDocument();
  });

  it('starts empty when nothing was saved yet', async () => {
    serveSettings({ companyInfo: null, contactData: null, highlightedCountries: null });
    renderPage();
    expect(await screen.findByText('0 countries selected')).toBeInTheDocument();
    expect(within(region('Contact Information')).getByText('No offices yet.')).toBeInTheDocument();
  });

  it('a failed load offers to try again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/company-settings', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ success: true, data: saved });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company Info & Settings' }),
    ).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    serveSettings();
    const { user, router } = renderRoute(<CompanyInfoRoute />, {
      path: '/company-info',
      otherRoutes: { '/dashboard': <h1>Dashboard</h1> },
    });
    const number = await screen.findByLabelText('WhatsApp number');
    // Unchanged: leaving asks nothing.
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await router.navigate('/company-info');

    await user.type(await screen.findByLabelText('WhatsApp number'), '4');
    void router.navigate('/dashboard');
    const prompt = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(prompt).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/company-info');
    expect(screen.getByLabelText('WhatsApp number')).toHaveValue('+44 7700 9001234');

    void router.navigate('/dashboard');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }),
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(number).not.toBeInTheDocument();
  });

  it('asks again for changes made after a save, and not for saved ones', async () => {
    const sent = serveSettings();
    const { user, router } = renderRoute(<CompanyInfoRoute />, {
      path: '/company-info',
      otherRoutes: { '/dashboard': <h1>Dashboard</h1> },
    });
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    await user.type(screen.getByLabelText('Support email'), 'x');
    await user.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(save).toHaveTextContent('Save Changes'));

    await user.type(screen.getByLabelText('Response time'), '!');
    void router.navigate('/dashboard');
    const prompt = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(prompt).getByRole('button', { name: 'Stay on this page' }));

    await user.click(save);
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(save).toHaveTextContent('Save Changes'));
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('keeps asking after a failed save', async () => {
    serveSettings();
    server.use(
      http.put('/api/admin/company-settings', () =>
        HttpResponse.json(
          { success: false, code: 'INTERNAL_ERROR', message: 'Failed to save company info' },
          { status: 500 },
        ),
      ),
    );
    const { user, router } = renderRoute(<CompanyInfoRoute />, {
      path: '/company-info',
      otherRoutes: { '/dashboard': <h1>Dashboard</h1> },
    });
    await user.type(await screen.findByLabelText('Support email'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save company info')).toBeInTheDocument();
    void router.navigate('/dashboard');
    expect(
      await screen.findByRole('dialog', { name: 'Discard unsaved changes?' }),
    ).toBeInTheDocument();
  });
});
