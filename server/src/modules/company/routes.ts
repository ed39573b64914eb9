import {
  companyInfoInput,
  companyInfoListResponse,
  companyInfoResponse,
  companySettingsInput,
  companySettingsResponse,
  contactDataInput,
  contactDataListResponse,
  contactDataResponse,
  highlightedCountriesInput,
  highlightedCountriesListResponse,
  highlightedCountriesResponse,
  companyMessages as M,
} from '@coursedesk/contract/company';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addRecordRoutes } from '../../lib/record-routes.ts';
import { ifMatchOf, withEtag } from '../../lib/record-version.ts';
import type { CompanyService } from './service.ts';

const TAGS = ['Company info'];
/** A record's `_id`, as every collection names it; a malformed one names no record (404). */
const idParams = (message: string) => z.object({ _id: z.uuid({ error: message }) });

/**
 * The company info page: the endpoints of its three single records (list, create, and read,
 * update and delete by `_id`, like every collection), and `/admin/company-settings`, which reads
 * and saves all three at once. A create when the record exists updates it (200), as a page that
 * missed the first create expects.
 */
export const companyRoutes: FastifyPluginAsyncZod<{ company: CompanyService }> = async (
  app,
  { company },
) => {
  app.get(
    '/admin/company-settings',
    { schema: { tags: TAGS, response: { 200: companySettingsResponse } } },
    async (_request, reply) => ({
      success: true as const,
      data: withEtag(reply, await company.getSettings()),
    }),
  );
  app.put(
    '/admin/company-settings',
    {
      schema: {
        tags: TAGS,
        body: companySettingsInput,
        response: { 200: companySettingsResponse },
      },
    },
    async (request, reply) => ({
      success: true as const,
      message: M.saved,
      data: withEtag(reply, await company.saveSettings(request.body, ifMatchOf(request))),
    }),
  );

  // Company info --------------------------------------------------------------------------------
  app.get(
    '/admin/company-info',
    { schema: { tags: TAGS, response: { 200: companyInfoListResponse } } },
    async () => ({ success: true as const, data: await company.listCompanyInfo() }),
  );
  app.post(
    '/admin/company-info',
    {
      schema: {
        tags: TAGS,
        body: companyInfoInput,
        response: { 200: companyInfoResponse, 201: companyInfoResponse },
      },
    },
    async (request, reply) => {
      const { record, created } = await company.createCompanyInfo(request.body);
      return reply.code(created ? 201 : 200).send({
        success: true,
        message: created ? M.companyInfoCreated : M.companyInfoUpdated,
        data: record,
      });
    },
  );

  addRecordRoutes(app, {
    versioned: true,
    path: '/admin/company-info/:_id',
    tags: TAGS,
    params: idParams(M.companyInfoNotFound),
    response: companyInfoResponse,
    get: ({ _id }) => company.getCompanyInfo(_id),
    update: {
      body: companyInfoInput,
      message: M.companyInfoUpdated,
      save: ({ _id }, body, ifMatch) => company.updateCompanyInfo(_id, body, ifMatch),
    },
    remove: {
      message: M.companyInfoDeleted,
      delete: ({ _id }, ifMatch) => company.deleteCompanyInfo(_id, ifMatch),
    },
  });

  // Contact data --------------------------------------------------------------------------------
  app.get(
    '/admin/contact-data',
    { schema: { tags: TAGS, response: { 200: contactDataListResponse } } },
    async () => ({ success: true as const, data: await company.listContactData() }),
  );
  app.post(
    '/admin/contact-data',
    {
      schema: {
        tags: TAGS,
        body: contactDataInput,
        response: { 200: contactDataResponse, 201: contactDataResponse },
      },
    },
    async (request, reply) => {
      const { record, created } = await company.createContactData(request.body);
      return reply.code(created ? 201 : 200).send({
        success: true,
        message: created ? M.contactDataCreated : M.contactDataUpdated,
        data: record,
      });
    },
  );

  addRecordRoutes(app, {
    versioned: true,
    path: '/admin/contact-data/:_id',
    tags: TAGS,
    params: idParams(M.contactDataNotFound),
    response: contactDataResponse,
    get: ({ _id }) => company.getContactData(_id),
    update: {
      body: contactDataInput,
      message: M.contactDataUpdated,
      save: ({ _id }, body, ifMatch) => company.updateContactData(_id, body, ifMatch),
    },
    remove: {
      message: M.contactDataDeleted,
      delete: ({ _id }, ifMatch) => company.deleteContactData(_id, ifMatch),
    },
  });

  // Highlighted countries -----------------------------------------------------------------------
  app.get(
    '/admin/highlighted-countries',
    { schema: { tags: TAGS, response: { 200: highlightedCountriesListResponse } } },
    async () => ({ success: true as const, data: await company.listCountries() }),
  );
  app.post(
    '/admin/highlighted-countries',
    {
      schema: {
        tags: TAGS,
        body: highlightedCountriesInput,
        response: { 200: highlightedCountriesResponse, 201: highlightedCountriesResponse },
      },
    },
    async (request, reply) => {
      const { record, created } = await company.createCountries(request.body);
      return reply.code(created ? 201 : 200).send({
        success: true,
        message: created ? M.countriesCreated : M.countriesUpdated,
        data: record,
      });
    },
  );
  addRecordRoutes(app, {
    versioned: true,
    path: '/admin/highlighted-countries/:_id',
    tags: TAGS,
    params: idParams(M.countriesNotFound),
    response: highlightedCountriesResponse,
    get: ({ _id }) => company.getCountries(_id),
    update: {
      body: highlightedCountriesInput,
      message: M.countriesUpdated,
      save: ({ _id }, body, ifMatch) => company.updateCountries(_id, body, ifMatch),
    },
    remove: {
      message: M.countriesDeleted,
      delete: ({ _id }, ifMatch) => company.deleteCountries(_id, ifMatch),
    },
  });
};
