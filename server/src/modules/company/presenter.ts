// How the company info and contact data leave the server; the website's answers (the public
// module) present them through the company facade.
import type { Office } from '@coursedesk/contract/company';
import type { PublicCompanyInfo, PublicContactData } from '@coursedesk/contract/public';

/**
 * The company info's fields, picked from its row as they leave the server, for the back-office
 * (company) and the website (public) alike: the back-office adds its id and time stamps.
 */
export function presentCompanyInfoFields(row: PublicCompanyInfo): PublicCompanyInfo {
  return {
    whatsappNumber: row.whatsappNumber,
    supportEmail: row.supportEmail,
    heroRoles: row.heroRoles,
    carouselRoles: row.carouselRoles,
    marketingStats: row.marketingStats.map(({ number, label }) => ({ number, label })),
    whatsappQuickMessages: row.whatsappQuickMessages,
    pricingFaq: row.pricingFaq.map(({ id, question, answer }) => ({ id, question, answer })),
    courseBenefitsComparison: row.courseBenefitsComparison.map(
      ({ feature, description, us, others }) => ({ feature, description, us, others }),
    ),
    socialMedia: {
      facebook: row.socialMedia.facebook ?? '',
      instagram: row.socialMedia.instagram ?? '',
      linkedin: row.socialMedia.linkedin ?? '',
    },
  };
}

/** An office as the wire has it: email and map URL only when there is one. */
export function presentOffice({ name, address, phone, email, mapUrl }: Office): Office {
  return { name, address, phone, ...(email ? { email } : {}), ...(mapUrl ? { mapUrl } : {}) };
}

/** The contact data's fields, picked from its row, for the back-office and the website alike. */
export function presentContactDataFields(row: PublicContactData): PublicContactData {
  return {
    offices: row.offices.map(presentOffice),
    responseTime: row.responseTime,
    mapEmbedUrl: row.mapEmbedUrl,
  };
}
