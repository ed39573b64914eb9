import type { CompanySettings, CompanySettingsValues } from '@coursedesk/contract/company';

/** What the form starts from: the saved records, or empty sections for a record never saved. */
export function toFormValues(settings: CompanySettings): CompanySettingsValues {
  const info = settings.companyInfo;
  const contact = settings.contactData;
  return {
    companyInfo: {
      whatsappNumber: info?.whatsappNumber ?? '',
      supportEmail: info?.supportEmail ?? '',
      heroRoles: info?.heroRoles ?? [],
      carouselRoles: info?.carouselRoles ?? [],
      marketingStats: info?.marketingStats ?? [],
      whatsappQuickMessages: info?.whatsappQuickMessages ?? [],
      pricingFaq: info?.pricingFaq ?? [],
      courseBenefitsComparison: info?.courseBenefitsComparison ?? [],
      socialMedia: info?.socialMedia ?? { facebook: '', instagram: '', linkedin: '' },
    },
    contactData: {
      offices: (contact?.offices ?? []).map((office) => ({
        ...office,
        email: office.email ?? '',
        mapUrl: office.mapUrl ?? '',
      })),
      responseTime: contact?.responseTime ?? '',
      mapEmbedUrl: contact?.mapEmbedUrl ?? '',
    },
    highlightedCountries: { countries: settings.highlightedCountries?.countries ?? [] },
  };
}

/** A new benefit row: a tick for us, a cross for others. */
export const newBenefit = () => ({ feature: '', description: '', us: 'tick', others: 'cross' });

/** A new pricing question takes the next id after the highest one. */
export const nextFaqId = (ids: readonly number[]) =>
  ids.reduce((highest, id) => Math.max(highest, id), 0) + 1;
