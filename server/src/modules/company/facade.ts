// What the company module offers the others through the module context (`company`,
// modules/module.ts): its records as they leave the server, so the website shows them as the
// back-office does.
import type { Company } from '../module.ts';
import { presentCompanyInfoFields, presentContactDataFields } from './presenter.ts';

export const companyFacade: Company = {
  presentCompanyInfo: presentCompanyInfoFields,
  presentContactData: presentContactDataFields,
};
