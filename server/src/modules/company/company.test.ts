import {
  type CompanySettingsInput,
  type ContactDataInput,
  companyMessages as M,
} from '@coursedesk/contract/company';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';

const { ctx, api } = useTestApp();
beforeEach(async () => {
  for (const table of ['company_info', 'contact_data', 'highlighted_countries']) {
    await ctx.db.execute(sql.raw(`delete from ${table}`));
  }
});

function settings(tag = 'A'): CompanySettingsInput {
  return {
    companyInfo: {
      whatsappNumber: '+44 7700 900123',
      supportEmail: `support-${tag.toLowerCase()}@example.com`,
      heroRoles: [`Hero ${tag}`],
      carouselRoles: [`Carousel ${tag}`, 'Data Analyst'],
      marketingStats: [{ number: '12,000+', label: `Students ${tag}` }],
      whatsappQuickMessages: [`Hello ${tag}`],
      pricingFaq: [{ id: 1, question: `Question ${tag}?`, answer: 'Yes.' }],
      courseBenefitsComparison: [
        { feature: `Feature ${tag}`, description: 'Live', us: 'tick', others: 'cross' },
        { feature: 'Support', description: '', us: 'tick', others: 'Limited' },
      ],
      socialMedia: {
        facebook: 'https://facebook.example/us',
        instagram: '',
        linkedin: 'https://linkedin.example/company/us',
      },
    },
    contactData: {
      offices: [
        {
          name: `Office ${tag}`,
          address: '1 High Street, London',
          phone: '+44 20 7946 0000',
          email: 'london@example.com',
          mapUrl: 'https://maps.example/london',
        },
      ],
      responseTime: `Within a day ${tag}`,
      mapEmbedUrl: 'https://maps.example/embed',
    },
    highlightedCountries: { countries: tag === 'A' ? ['United Kingdom', 'India'] : ['Canada'] },
  };
}

const readSettings = async () => (await api.get('/api/admin/company-settings')).json().data;

describe('the company info page: all three records saved together', () => {
  it('reads nothing before the first save, then creates all three and later updates them', async () => {
    expect(await readSettings()).toEqual({
      companyInfo: null,
      contactData: null,
      highlightedCountries: null,
    });

    const created = await api.put('/api/admin/company-settings', settings('A'));
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(
      'Company info, contact data, and highlighted countries saved successfully!',
    );
    const first = await readSettings();
    expect(first.companyInfo).toMatchObject({
      heroRoles: ['Hero A'],
      supportEmail: 'support-a@example.com',
    });
    expect(first.contactData.offices[0]).toEqual(settings('A').contactData.offices?.[0]);
    expect(first.highlightedCountries.countries).toEqual(['United Kingdom', 'India']);

    const updated = await api.put('/api/admin/company-settings', settings('B'));
    expect(updated.statusCode).toBe(200);
    const second = await readSettings();
    expect(second.companyInfo._id).toBe(first.companyInfo._id);
    expect(second.contactData._id).toBe(first.contactData._id);
    expect(second.highlightedCountries._id).toBe(first.highlightedCountries._id);
    expect(second.companyInfo.heroRoles).toEqual(['Hero B']);
    expect(second.contactData.responseTime).toBe('Within a day B');
    expect(second.highlightedCountries.countries).toEqual(['Canada']);
    // Each record is still the only one: the lists show it.
    for (const path of ['company-info', 'contact-data', 'highlighted-countries']) {
      expect((await api.get(`/api/admin/${path}`)).json().data).toHaveLength(1);
    }
  });

  it('keeps an office without email or map URL without those keys', async () => {
    const input = settings();
    input.contactData.offices = [
      { name: 'Leeds', address: '2 Park Row', phone: '0113 496 0000', email: '' },
    ];
    expect((await api.put('/api/admin/company-settings', input)).statusCode).toBe(200);
    expect((await readSettings()).contactData.offices).toEqual([
      { name: 'Leeds', address: '2 Park Row', phone: '0113 496 0000' },
    ]);
  });

  it('needs an admin session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/company-settings' });
    expect(response.statusCode).toBe(401);
    const save = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/company-settings',
      payload: settings(),
    });
    expect(save.statusCode).toBe(401);
  });
});

describe('a failure while saving the page keeps none of the save', () => {
  afterEach(async () => {
    for (const table of ['company_info', 'contact_data', 'highlighted_countries']) {
      await ctx.db.execute(sql.raw(`drop trigger if exists company_fail on ${table}`));
    }
    await ctx.db.execute(sql`drop function if exists company_fail_write()`);
  });

  /** Makes every write of the table fail inside the database, as a broken disk or bug would. */
  async function failWritesOf(table: string) {
    await ctx.db.execute(sql`
      create function company_fail_write() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$
    `);
    await ctx.db.execute(
      sql.raw(
        `create trigger company_fail before insert or update on ${table} for each row execute function company_fail_write()`,
      ),
    );
  }

  it.each([
    ['highlighted_countries', M.countriesFailed],
    ['contact_data', M.contactDataFailed],
    ['company_info', M.companyInfoFailed],
  ])(
    'a failure writing %s answers "%s" and leaves every record as it was',
    async (table, message) => {
      await api.put('/api/admin/company-settings', settings('A'));
      const before = await readSettings();
      await failWritesOf(table);

      const response = await api.put('/api/admin/company-settings', settings('B'));
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ success: false, code: 'INTERNAL_ERROR', message });
      expect(response.body).not.toContain('injected');
      expect(await readSettings()).toEqual(before);
    },
  );

  it('a failure in the third record on a first save creates none of them', async () => {
    await failWritesOf('highlighted_countries');
    const response = await api.put('/api/admin/company-settings', settings('A'));
    expect(response.json().message).toBe(M.countriesFailed);
    expect(await readSettings()).toEqual({
      companyInfo: null,
      contactData: null,
      highlightedCountries: null,
    });
  });
});

describe('the endpoints of each record', () => {
  const recordMessages = (record: 'companyInfo' | 'contactData' | 'countries') => ({
    created: M[`${record}Created`],
    updated: M[`${record}Updated`],
    notFound: M[`${record}NotFound`],
    deleted: M[`${record}Deleted`],
  });
  const cases = [
    {
      path: 'company-info',
      body: settings().companyInfo,
      change: { ...settings('B').companyInfo },
      key: 'heroRoles',
      messages: recordMessages('companyInfo'),
    },
    {
      path: 'contact-data',
      body: settings().contactData,
      change: settings('B').contactData,
      key: 'responseTime',
      messages: recordMessages('contactData'),
    },
    {
      path: 'highlighted-countries',
      body: settings().highlightedCountries,
      change: settings('B').highlightedCountries,
      key: 'countries',
      messages: recordMessages('countries'),
    },
  ] as const;

  it.each(cases)('/admin/$path: list, create, update by _id', async (c) => {
    const url = `/api/admin/${c.path}`;
    expect((await api.get(url)).json()).toEqual({ success: true, data: [] });

    const created = await api.post(url, c.body);
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(c.messages.created);
    const id = created.json().data._id;

    // A second create (a page that missed the first) updates the one record.
    const again = await api.post(url, c.change);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(c.messages.updated);
    expect(again.json().data._id).toBe(id);
    expect((await api.get(url)).json().data).toHaveLength(1);

    const updated = await api.put(`${url}/${id}`, c.change);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe(c.messages.updated);
    const [listed] = (await api.get(url)).json().data;
    expect(listed._id).toBe(id);
    expect(listed[c.key]).toEqual((c.change as Record<string, unknown>)[c.key]);

    const missing = await api.put(`${url}/00000000-0000-4000-8000-000000000000`, c.change);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(c.messages.notFound);
    expect((await api.put(`${url}/not-an-id`, c.change)).statusCode).toBe(404);
  });

  it.each(cases)('/admin/$path/{_id}: read and delete by _id like every collection', async (c) => {
    const url = `/api/admin/${c.path}`;
    const created = await api.post(url, c.body);
    expect(created.statusCode).toBe(201);
    const record = created.json().data;

    const read = await api.get(`${url}/${record._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ success: true, data: record });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await api.get(`${url}/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: c.messages.notFound,
      });
      expect((await api.delete(`${url}/${id}`)).statusCode).toBe(404);
    }
    // Without a session, neither is answered.
    expect((await ctx.app.inject({ url: `${url}/${record._id}` })).statusCode).toBe(401);
    const anonymousDelete = await ctx.app.inject({ method: 'DELETE', url: `${url}/${record._id}` });
    expect(anonymousDelete.statusCode).toBe(401);

    const deleted = await api.delete(`${url}/${record._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: c.messages.deleted });
    expect((await api.get(url)).json()).toEqual({ success: true, data: [] });
    expect((await api.get(`${url}/${record._id}`)).statusCode).toBe(404);
    expect((await api.delete(`${url}/${record._id}`)).statusCode).toBe(404);
    // The page can be saved again afterwards: a new record.
    const again = await api.post(url, c.body);
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).not.toBe(record._id);
  });

  it('fills fields a create leaves out with empty values', async () => {
    const created = await api.post('/api/admin/company-info', { supportEmail: 'a@example.com' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      supportEmail: 'a@example.com',
      whatsappNumber: '',
      heroRoles: [],
      socialMedia: { facebook: '', instagram: '', linkedin: '' },
    });
  });
});

describe('bad input: a 400 naming the field, and nothing saved', () => {
  function office(overrides: Record<string, unknown>) {
    return {
      name: 'London',
      address: '1 High Street',
      phone: '+44 20 7946 0000',
      ...overrides,
    } as NonNullable<ContactDataInput['offices']>[number];
  }

  const bad: [string, (input: CompanySettingsInput) => void, string, string][] = [
    [
      'an office without a phone',
      (input) => {
        input.contactData.offices = [office({ phone: undefined })];
      },
      'contactData.offices.0.phone',
      'Office phone is required',
    ],
    [
      'an office with a blank name',
      (input) => {
        input.contactData.offices = [office({ name: '   ' })];
      },
      'contactData.offices.0.name',
      'Office name is required',
    ],
    [
      'an office without an address',
      (input) => {
        input.contactData.offices = [office({}), office({ address: '' })];
      },
      'contactData.offices.1.address',
      'Office address is required',
    ],
    [
      'an office phone with letters',
      (input) => {
        input.contactData.offices = [office({ phone: 'call us' })];
      },
      'contactData.offices.0.phone',
      'Office phone may contain only digits, spaces, brackets, hyphens and a leading +',
    ],
    [
      'an office email that is not one',
      (input) => {
        input.contactData.offices = [office({ email: 'nobody' })];
      },
      'contactData.offices.0.email',
      'Office email must be a valid email address',
    ],
    [
      'a map link that is not a URL',
      (input) => {
        input.contactData.offices = [office({ mapUrl: 'not a link' })];
      },
      'contactData.offices.0.mapUrl',
      'Office map URL must be a web address starting with http:// or https://',
    ],
    [
      'a script as the map embed URL',
      (input) => {
        input.contactData.mapEmbedUrl = 'javascript:alert(1)';
      },
      'contactData.mapEmbedUrl',
      'Map embed URL must be a web address starting with http:// or https://',
    ],
    [
      'an unknown country name',
      (input) => {
        input.highlightedCountries.countries = ['United Kingdom', 'Atlantis'];
      },
      'highlightedCountries.countries.1',
      'Highlighted countries: "Atlantis" is not a country on the list',
    ],
    [
      'a country chosen twice',
      (input) => {
        input.highlightedCountries.countries = ['India', 'India'];
      },
      'highlightedCountries.countries.1',
      'Highlighted countries: "India" is chosen twice',
    ],
    [
      'countries that are not a list',
      (input) => {
        (input.highlightedCountries as { countries: unknown }).countries = 'India';
      },
      'highlightedCountries.countries',
      'Highlighted countries must be a list of country names',
    ],
    [
      'a social link that is not a URL',
      (input) => {
        if (input.companyInfo.socialMedia) input.companyInfo.socialMedia.instagram = 'instagram';
      },
      'companyInfo.socialMedia.instagram',
      'Instagram link must be a web address starting with http:// or https://',
    ],
    [
      'a support email that is not one',
      (input) => {
        input.companyInfo.supportEmail = 'support';
      },
      'companyInfo.supportEmail',
      'Support email must be a valid email address',
    ],
    [
      'a blank hero role',
      (input) => {
        input.companyInfo.heroRoles = ['Developer', ' '];
      },
      'companyInfo.heroRoles.1',
      'Hero role is required',
    ],
    [
      'a marketing statistic without a label',
      (input) => {
        input.companyInfo.marketingStats = [{ number: '10', label: '' }];
      },
      'companyInfo.marketingStats.0.label',
      'Marketing statistic label is required',
    ],
    [
      'two pricing questions with one id',
      (input) => {
        input.companyInfo.pricingFaq = [
          { id: 1, question: 'A?', answer: 'a' },
          { id: 1, question: 'B?', answer: 'b' },
        ];
      },
      'companyInfo.pricingFaq',
      'Pricing FAQ ids must be unique',
    ],
    [
      'a benefit without a value for others',
      (input) => {
        input.companyInfo.courseBenefitsComparison = [
          { feature: 'Live', description: '', us: 'tick', others: '' },
        ];
      },
      'companyInfo.courseBenefitsComparison.0.others',
      'Benefit value for others is required',
    ],
    [
      'a hero role of 500 characters',
      (input) => {
        input.companyInfo.heroRoles = ['x'.repeat(500)];
      },
      'companyInfo.heroRoles.0',
      'Hero role must be at most 200 characters',
    ],
  ];

  it.each(bad)('%s', async (_label, spoil, path, message) => {
    await api.put('/api/admin/company-settings', settings('A'));
    const before = await readSettings();
    const input = settings('B');
    spoil(input);
    const response = await api.put('/api/admin/company-settings', input);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(response.json().issues).toContainEqual({ path, message });
    expect(await readSettings()).toEqual(before);
  });

  it('refuses a page without one of its records', async () => {
    const { highlightedCountries: _, ...rest } = settings();
    const response = await api.put('/api/admin/company-settings', rest);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('highlightedCountries');
  });

  it('the single-record endpoints apply the same rules', async () => {
    const office = await api.post('/api/admin/contact-data', {
      offices: [{ name: 'Leeds', address: '2 Park Row' }],
    });
    expect(office.statusCode).toBe(400);
    expect(office.json().message).toBe('Office phone is required');
    const country = await api.post('/api/admin/highlighted-countries', { countries: ['Narnia'] });
    expect(country.statusCode).toBe(400);
    expect(country.json().message).toBe(M.unknownCountry('Narnia'));
  });
});
