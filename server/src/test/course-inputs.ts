import type { CourseBundleInput } from '@coursedesk/contract/courses';

type PricingInput = CourseBundleInput['pricing'];

/**
 * A course's pricing plan as the editor sends it in a bundle, with every field filled in; the
 * course tests and the course benchmarks change what they look at.
 */
export function pricingInput(overrides: Partial<PricingInput> = {}): PricingInput {
  return {
    name: 'Full-Stack Web Development',
    description: 'Everything in the course',
    badge: 'Bestseller',
    cta: 'Enrol now',
    duration: '16 weeks',
    extra: 'Live online',
    discount: '20% OFF',
    currentPrice: 1200,
    originalPrice: 1500,
    installmentPrice: 220,
    installmentMonths: 6,
    features: ['Mentoring', 'Career support', 'Certificate'],
    ...overrides,
  };
}
