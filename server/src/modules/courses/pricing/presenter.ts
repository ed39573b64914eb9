// A course's pricing plan as the API shows it: whole pounds on the wire, pence in the database.
import type { CoursePricing } from '@coursedesk/contract/courses';
import type { PricingRow } from './repository.ts';

const toPounds = (pence: number) => Math.round(pence / 100);

export function presentPricing(row: PricingRow): CoursePricing {
  return {
    _id: row.id,
    id: row.courseSlug,
    name: row.name,
    category: row.category,
    originalPrice: toPounds(row.originalPricePence),
    currentPrice: toPounds(row.currentPricePence),
    installmentPrice: toPounds(row.installmentPricePence),
    installmentMonths: row.installmentMonths,
    discount: row.discount,
    duration: row.duration,
    extra: row.extra,
    description: row.description,
    features: row.features,
    highlighted: row.highlighted,
    popular: row.popular,
    accent: row.accent,
    badge: row.badge,
    cta: row.cta,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
