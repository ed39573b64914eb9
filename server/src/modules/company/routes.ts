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
import { messageOnly } from '@coursedesk/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
    async () => ({ success: true as const, data: await company.getSettings() }),
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
    async (request) => ({
      success: true as const,
      message: M.saved,
      data: await company.saveSettings(request.body),
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
  app.put(
    '/admin/company-info/:_id',
    {
      schema: {
        tags: TAGS,
        params: idParams(M.companyInfoNotFound),
        body: companyInfoInput,
        response: { 200: companyInfoResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.companyInfoUpdated,
      data: await company.updateCompanyInfo(request.params._id, request.body),
    }),
  );

  app.get(
    '/admin/company-info/:_id',
    {
      schema: {
        tags: TAGS,
        params: idParams(M.companyInfoNotFound),
        response: { 200: companyInfoResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await company.getCompanyInfo(request.params._id),
    }),
  );
  app.delete(
    '/admin/company-info/:_id',
    {
      schema: {
        tags: TAGS,
        params: idParams(M.companyInfoNotFound),
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await company.deleteCompanyInfo(request.params._id);
      return { success: true as const, message: M.companyInfoDeleted };
    },
  );

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
  app.put(
    '/admin/contact-data/:_id',
    {
      schema: {
        tags: TAGS,
        params: idParams(M.contactDataNotFound),
        body: contactDataInput,
        response: { 200: contactDataResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.contactDataUpdated,
      data: await company.updateContactData(request.params._id, request.body),
    }),
  );

  app.get(
    '/admin/contact-data/:_id',
    {
      schema: {
        tags: TAGS,
        params: idParams(M.contactDataNotFound),
        response: { 200: contactDataResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await company.getContactData(request.params._id),
    }),
  );
  app.delete(
    '/admin/contact-data/:_id',
    {
      schema: {
        tags: TAGS,
        params: idParams(M.contactDataNotFound),
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await company.deleteContactData(request.params._id);
      return { success: true as const, message: M.contactDataDeleted };
    },
  );

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
  app.put(
    '/admin/highlighted-countries/:_id',
    {
      schema: {
        tags: TAGS,
        params: idParams(M.countriesNotFound),
        body: highlightedCountriesInput,
        response: { 200: highlightedCountriesResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.countriesUpdated,
      data: await company.updateCountries(request.params._id, request.body),
    }),
  );
  app.get(
    '/admin/highlighted-countries/:_id',
    {
      schema: {
        tags: TAGS,
        params: idParams(M.countriesNotFound),
        response: { 200: highlightedCountriesResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await company.getCountries(request.params._id),
    }),
  );
  app.delete(
    '/admin/highlighted-countries/:_id',
    {
      schema: { tags: TAGS, params: idParams(M.countriesNotFound), response: { 200: messageOnly } },
    },
    async (request) => {
      await company.deleteCountries(request.params._id);
      return { success: true as const, message: M.countriesDeleted };
    },
  );
};
