// Generated commerce: customers, inquiries, payment orders and their transactions, coupons and
// their redemptions. The builders are shared by the demo data (a few hundred consistent rows)
// and the volume seeder (hundreds of thousands of rows for load tests).
import type { OrderStatus, TransactionStatus } from '@coursedesk/contract/commerce';
import { couponDiscountPence } from '@coursedesk/contract/coupons';
import type {
  CustomerStatus,
  CustomerPaymentStatus as PaymentStatus,
} from '@coursedesk/contract/customers';
import type { InquiryStatus, InquiryType } from '@coursedesk/contract/inquiries';
import type {
  couponCourses,
  couponRedemptions,
  coupons,
  customers,
  inquiries,
  paymentOrders,
  paymentTransactions,
} from '../db/schema/index.ts';
import type { SaleableCourse } from './catalog.ts';
import { makePerson, type Person } from './people.ts';
import type { Random } from './random.ts';
import { addDays, addMonths, DAY_MS, isoDay, monthsBetween, type Timeline } from './timeline.ts';

type PaymentMethod = 'card' | 'paypal' | 'bank_transfer' | 'klarna';

// Rows as the builders make them: keys, timestamps and statuses always spelled out.
export type CustomerRow = typeof customers.$inferInsert & {
  id: string;
  createdAt: Date;
  paymentStatus: PaymentStatus;
  customerStatus: CustomerStatus;
};
export type InquiryRow = typeof inquiries.$inferInsert & { id: string; createdAt: Date };
export type OrderRow = typeof paymentOrders.$inferInsert & { id: string; totalPence: number };
export type TransactionRow = typeof paymentTransactions.$inferInsert & {
  id: string;
  paymentDate: Date;
};
export type CouponRow = typeof coupons.$inferInsert & { id: string; usedCount: number };
export type CouponCourseRow = typeof couponCourses.$inferInsert;
export type RedemptionRow = typeof couponRedemptions.$inferInsert;

/** Where leads come from, as the site's tracking records it. */
export const LEAD_SOURCES: readonly (readonly [string, number])[] = [
  ['website', 30],
  ['google', 28],
  ['referral', 12],
  ['facebook', 12],
  ['instagram', 10],
  ['linkedin', 8],
];

const CHECKOUT_METHODS: readonly (readonly [PaymentMethod, number])[] = [
  ['card', 60],
  ['paypal', 20],
  ['bank_transfer', 10],
  ['klarna', 10],
];
/** A payment still pending is usually one that takes days to clear. */
const PENDING_METHODS: readonly (readonly [PaymentMethod, number])[] = [
  ['bank_transfer', 50],
  ['klarna', 20],
  ['card', 30],
];
const INSTALLMENT_METHODS: readonly (readonly [PaymentMethod, number])[] = [
  ['card', 75],
  ['paypal', 10],
  ['klarna', 15],
];

/** Context every builder needs: the random source and how new keys are made. */
export interface Generator {
  random: Random;
  newId: () => string;
  now: Date;
}

export function pickCourse(random: Random, courses: readonly SaleableCourse[]): SaleableCourse {
  return random.weighted(courses.map((course) => [course, course.popularity] as const));
}

/** `ORD-20260314-4F9A2C7B1D3E`: the day it was made and 48 random bits of the row's key. */
export function referenceFor(prefix: 'ORD' | 'TXN', at: Date, id: string): string {
  return `${prefix}-${isoDay(at).replaceAll('-', '')}-${id.slice(-12).toUpperCase()}`;
}

const minutesAfter = (at: Date, minutes: number, now: Date): Date =>
  new Date(Math.min(at.getTime() + minutes * 60_000, now.getTime()));

const ageInDays = (from: Date, now: Date): number => (now.getTime() - from.getTime()) / DAY_MS;

// ---------------------------------------------------------------------------------------------
// Customers

export interface CustomerPlan {
  customer: CustomerRow;
  course: SaleableCourse;
  person: Person;
  method: PaymentMethod;
  /** Installments due so far (1 for a full payment). */
  dueInstallments: number;
}

/**
 * One customer who bought `course` at `createdAt`, with statuses that fit the purchase's age:
 * recent ones are often still pending, older paid ones have finished the course.
 */
export function buildCustomer(
  gen: Generator,
  course: SaleableCourse,
  createdAt: Date,
  person: Person = makePerson(gen.random),
): CustomerPlan {
  const { random, now } = gen;
  const recent = ageInDays(createdAt, now) < 7;
  const paymentStatus = random.weighted<PaymentStatus>(
    recent
      ? [
          ['paid', 50],
          ['pending', 40],
          ['failed', 8],
          ['refunded', 2],
        ]
      : [
          ['paid', 76],
          ['pending', 8],
          ['failed', 8],
          ['refunded', 8],
        ],
  );
  const finished = createdAt.getTime() + course.weeks * 7 * DAY_MS < now.getTime();
  const customerStatus = customerStatusFor(random, paymentStatus, finished);
  const installment = course.installmentMonths > 0 && random.chance(0.3);
  const dueInstallments = installment
    ? Math.min(course.installmentMonths, monthsBetween(createdAt, now) + 1)
    : 1;
  const method = random.weighted(
    installment
      ? INSTALLMENT_METHODS
      : paymentStatus === 'pending'
        ? PENDING_METHODS
        : CHECKOUT_METHODS,
  );
  const totalPence = installment
    ? course.installmentPricePence * course.installmentMonths
    : course.currentPricePence;
  const paidInstallments =
    paymentStatus === 'paid'
      ? dueInstallments
      : paymentStatus === 'refunded'
        ? 0
        : dueInstallments - 1;
  return {
    course,
    person,
    method,
    dueInstallments,
    customer: {
      id: gen.newId(),
      name: person.name,
      email: person.email,
      phone: person.phone,
      courseId: course.id,
      courseName: course.title,
      courseCategory: course.category,
      paymentType: installment ? 'installment' : 'full_payment',
      paymentStatus,
      customerStatus,
      amountPence: totalPence,
      currency: 'GBP',
      installmentPaidPence: installment ? paidInstallments * course.installmentPricePence : null,
      installmentTotalPence: installment ? totalPence : null,
      source: random.weighted(LEAD_SOURCES),
      createdAt,
      updatedAt: createdAt,
    },
  };
}

function customerStatusFor(
  random: Random,
  paymentStatus: PaymentStatus,
  finished: boolean,
): CustomerStatus {
  switch (paymentStatus) {
    case 'paid':
      return finished
        ? random.weighted<CustomerStatus>([
            ['completed', 85],
            ['approved', 15],
          ])
        : 'approved';
    case 'pending':
      return random.weighted<CustomerStatus>([
        ['pending', 85],
        ['approved', 15],
      ]);
    case 'failed':
      return random.weighted<CustomerStatus>([
        ['rejected', 45],
        ['cancelled', 35],
        ['pending', 20],
      ]);
    case 'refunded':
      return random.weighted<CustomerStatus>([
        ['cancelled', 80],
        ['rejected', 20],
      ]);
  }
}

// ---------------------------------------------------------------------------------------------
// Orders and transactions

export interface Payer {
  customerId: string | null;
  name: string;
  email: string;
  phone: string | null;
}

export interface PaymentInput {
  payer: Payer;
  course: SaleableCourse;
  at: Date;
  subtotalPence: number;
  discountPence?: number;
  couponId?: string | null;
  method: PaymentMethod;
  /** The attempts made, in order; the last one decides the order's status. */
  attempts: readonly TransactionStatus[];
}

const ORDER_STATUS_BY_OUTCOME: Record<TransactionStatus, OrderStatus> = {
  success: 'paid',
  failed: 'failed',
  pending: 'pending',
  refunded: 'refunded',
};

/** One order and its payment attempts; every attempt is for the order's whole total. */
export function buildPayment(
  gen: Generator,
  input: PaymentInput,
): { order: OrderRow; transactions: TransactionRow[] } {
  const discountPence = input.discountPence ?? 0;
  const totalPence = input.subtotalPence - discountPence;
  const orderId = gen.newId();
  const last = input.attempts[input.attempts.length - 1] ?? 'pending';
  const transactions: TransactionRow[] = [];
  let at = input.at;
  for (const [index, status] of input.attempts.entries()) {
    // A retry comes a few minutes after the attempt that failed.
    if (index > 0) at = minutesAfter(at, gen.random.int(2, 40), gen.now);
    const id = gen.newId();
    transactions.push({
      id,
      reference: referenceFor('TXN', at, id),
      orderId,
      courseId: input.course.id,
      customerName: input.payer.name,
      customerEmail: input.payer.email,
      customerPhone: input.payer.phone,
      courseName: input.course.title,
      courseCategory: input.course.category,
      amountPence: totalPence,
      // A refunded sale was refunded in full.
      refundedPence: status === 'refunded' ? totalPence : 0,
      currency: 'GBP',
      method: input.method,
      status,
      paymentDate: at,
      createdAt: at,
      updatedAt: at,
    });
  }
  return {
    order: {
      id: orderId,
      reference: referenceFor('ORD', input.at, orderId),
      customerId: input.payer.customerId,
      customerName: input.payer.name,
      customerEmail: input.payer.email,
      courseId: input.course.id,
      courseName: input.course.title,
      couponId: input.couponId ?? null,
      subtotalPence: input.subtotalPence,
      discountPence,
      totalPence,
      currency: 'GBP',
      status: ORDER_STATUS_BY_OUTCOME[last],
      createdAt: input.at,
      updatedAt: at,
    },
    transactions,
  };
}

/** A stand-alone payment for load data: about 90% succeed. */
export function outcomeForVolume(random: Random): TransactionStatus {
  return random.weighted<TransactionStatus>([
    ['success', 90],
    ['failed', 5],
    ['pending', 3],
    ['refunded', 2],
  ]);
}

export function methodForVolume(random: Random): PaymentMethod {
  return random.weighted(CHECKOUT_METHODS);
}

// ---------------------------------------------------------------------------------------------
// Coupons

interface CouponOutline {
  code: string;
  description: string;
  discount: { percent: number } | { pence: number };
  active: boolean;
  /** Days before now the coupon was created and could first be used. */
  createdDaysAgo: number;
  /** Last day of use, in days from now (negative: expired); null: no expiry. */
  expiresInDays: number | null;
  /** Days before now it was switched off, for inactive coupons. */
  deactivatedDaysAgo?: number;
  usageLimit: number | null;
  minPurchasePence: number | null;
  maxDiscountPence: number | null;
  /** Course titles it applies to. */
  courses: readonly string[];
  /** Relative chance of being chosen at checkout when it applies. */
  appeal: number;
}

const ALL_BOOTCAMPS = [
  'Full-Stack Web Development',
  'Data Science & AI',
  'UX/UI Design',
  'Cyber Security',
  'Digital Marketing',
  'Cloud & DevOps',
  'Product Management',
  'Python for Beginners',
] as const;

const COUPONS: readonly CouponOutline[] = [
  {
    code: 'WELCOME10',
    description: '10% off for first-time students',
    discount: { percent: 10 },
    active: true,
    createdDaysAgo: 360,
    expiresInDays: null,
    usageLimit: null,
    minPurchasePence: null,
    maxDiscountPence: null,
    courses: ALL_BOOTCAMPS,
    appeal: 5,
  },
  {
    code: 'SPRING25',
    description: 'Spring sale: 25% off selected courses',
    discount: { percent: 25 },
    active: true,
    createdDaysAgo: 290,
    expiresInDays: -230,
    usageLimit: 100,
    minPurchasePence: null,
    maxDiscountPence: null,
    courses: ['Data Science & AI', 'UX/UI Design', 'Digital Marketing'],
    appeal: 8,
  },
  {
    code: 'FLAT300',
    description: '£300 off bootcamps over £1,500',
    discount: { pence: 30_000 },
    active: true,
    createdDaysAgo: 150,
    expiresInDays: 60,
    usageLimit: 150,
    minPurchasePence: 150_000,
    maxDiscountPence: null,
    courses: [
      'Full-Stack Web Development',
      'Data Science & AI',
      'Cyber Security',
      'Cloud & DevOps',
    ],
    appeal: 4,
  },
  {
    code: 'EARLYBIRD15',
    description: 'Early-bird 15% off the next cohorts (up to £500)',
    discount: { percent: 15 },
    active: true,
    createdDaysAgo: 75,
    expiresInDays: 30,
    usageLimit: 200,
    minPurchasePence: null,
    maxDiscountPence: 50_000,
    courses: ['Full-Stack Web Development', 'UX/UI Design', 'Product Management'],
    appeal: 6,
  },
  {
    code: 'FLASH40',
    description: 'Flash sale: 40% off for two weeks',
    discount: { percent: 40 },
    active: false,
    createdDaysAgo: 300,
    expiresInDays: -286,
    deactivatedDaysAgo: 286,
    usageLimit: 40,
    minPurchasePence: null,
    maxDiscountPence: null,
    courses: [
      'Full-Stack Web Development',
      'Data Science & AI',
      'Cyber Security',
      'Cloud & DevOps',
      'Python for Beginners',
    ],
    appeal: 30,
  },
  {
    code: 'LAUNCH50',
    description: 'Launch offer: 50% off Python for Beginners for the first three students',
    discount: { percent: 50 },
    active: true,
    createdDaysAgo: 200,
    expiresInDays: null,
    usageLimit: 3,
    minPurchasePence: null,
    maxDiscountPence: null,
    courses: ['Python for Beginners'],
    appeal: 40,
  },
  {
    code: 'PARTNER500',
    description: '£500 off for employees of hiring partners (paused)',
    discount: { pence: 50_000 },
    active: false,
    createdDaysAgo: 240,
    expiresInDays: null,
    deactivatedDaysAgo: 45,
    usageLimit: 25,
    minPurchasePence: 200_000,
    maxDiscountPence: null,
    courses: ['Full-Stack Web Development', 'Data Science & AI', 'Cloud & DevOps'],
    appeal: 3,
  },
  {
    code: 'STUDENT20',
    description: 'Student discount, awaiting course selection',
    discount: { percent: 20 },
    active: false,
    createdDaysAgo: 10,
    expiresInDays: null,
    usageLimit: null,
    minPurchasePence: null,
    maxDiscountPence: null,
    courses: [],
    appeal: 0,
  },
];

export interface CouponPlan {
  coupon: CouponRow;
  courseIds: ReadonlySet<string>;
  usableFrom: Date;
  usableUntil: Date;
  appeal: number;
}

export function buildCoupons(
  gen: Generator,
  courses: readonly SaleableCourse[],
): { plans: CouponPlan[]; couponCourses: CouponCourseRow[] } {
  const { now } = gen;
  const byTitle = new Map(courses.map((course) => [course.title, course]));
  const plans: CouponPlan[] = [];
  const links: CouponCourseRow[] = [];
  for (const outline of COUPONS) {
    const createdAt = addDays(now, -outline.createdDaysAgo);
    const expiry = outline.expiresInDays === null ? null : addDays(now, outline.expiresInDays);
    const coupon: CouponRow = {
      id: gen.newId(),
      code: outline.code,
      discountType: 'percent' in outline.discount ? 'percentage' : 'flat',
      discountPercent: 'percent' in outline.discount ? outline.discount.percent : null,
      discountPence: 'pence' in outline.discount ? outline.discount.pence : null,
      isActive: outline.active,
      expiryDate: expiry ? isoDay(expiry) : null,
      usageLimit: outline.usageLimit,
      minPurchasePence: outline.minPurchasePence,
      maxDiscountPence: outline.maxDiscountPence,
      description: outline.description,
      usedCount: 0,
      createdAt,
      updatedAt:
        outline.deactivatedDaysAgo === undefined
          ? createdAt
          : addDays(now, -outline.deactivatedDaysAgo),
    };
    const courseIds = new Set<string>();
    for (const title of outline.courses) {
      const course = byTitle.get(title);
      if (!course) continue;
      courseIds.add(course.id);
      links.push({
        id: gen.newId(),
        couponId: coupon.id,
        courseId: course.id,
        createdAt,
        updatedAt: createdAt,
      });
    }
    // Usable to the end of its expiry day (UTC), or until it was switched off.
    const endOfExpiry = expiry ? new Date(`${isoDay(expiry)}T23:59:59.999Z`) : now;
    const deactivated =
      outline.deactivatedDaysAgo === undefined ? now : addDays(now, -outline.deactivatedDaysAgo);
    const usableUntil = new Date(
      Math.min(endOfExpiry.getTime(), deactivated.getTime(), now.getTime()),
    );
    plans.push({ coupon, courseIds, usableFrom: createdAt, usableUntil, appeal: outline.appeal });
  }
  return { plans, couponCourses: links };
}

/** The discount a coupon gives on `subtotalPence`: the rule checkouts and payment events use. */
export function discountFor(coupon: CouponRow, subtotalPence: number): number {
  return couponDiscountPence(coupon, subtotalPence);
}

function usableCoupon(
  random: Random,
  plans: readonly CouponPlan[],
  courseId: string,
  subtotalPence: number,
  at: Date,
): CouponPlan | undefined {
  const usable = plans.filter(
    ({ coupon, courseIds, usableFrom, usableUntil, appeal }) =>
      appeal > 0 &&
      courseIds.has(courseId) &&
      at >= usableFrom &&
      at <= usableUntil &&
      (coupon.usageLimit == null || coupon.usedCount < coupon.usageLimit) &&
      subtotalPence >= (coupon.minPurchasePence ?? 0),
  );
  if (usable.length === 0) return undefined;
  return random.weighted(usable.map((plan) => [plan, plan.appeal] as const));
}

// ---------------------------------------------------------------------------------------------
// Inquiries

const INQUIRY_TYPES: readonly (readonly [InquiryType, number])[] = [
  ['course_inquiry', 30],
  ['contact_form', 25],
  ['general_inquiry', 20],
  ['strategy_call', 15],
  ['bootcamp', 10],
];

const GENERAL_SUBJECTS = [
  'Training for our team',
  'Partnership opportunity',
  'Student discount',
  'Accessibility support',
  'Invoice request',
] as const;

function inquiryText(
  random: Random,
  type: InquiryType,
  course: SaleableCourse | null,
): { subject: string; message: string } {
  const title = course?.title ?? 'your courses';
  switch (type) {
    case 'course_inquiry':
      return {
        subject: `Question about ${title}`,
        message: random.pick([
          `Hi, is ${title} suitable for a complete beginner? I work full time and can study in the evenings.`,
          `Could you tell me more about the projects in ${title} and what the weekly schedule looks like?`,
          `What kind of jobs have recent graduates of ${title} gone on to?`,
        ]),
      };
    case 'bootcamp':
      return {
        subject: `Next ${title} cohort`,
        message: `When does the next ${title} cohort start, and is there still space? I would like to pay in instalments.`,
      };
    case 'strategy_call':
      return {
        subject: 'Career strategy call',
        message: `I would like to book a call to talk through a move into tech${course ? `, probably via ${title}` : ''}.`,
      };
    case 'contact_form':
      return {
        subject: random.pick(['Callback request', 'Website enquiry', `About ${title}`]),
        message: 'Please could someone call me back? I have a few questions before I enrol.',
      };
    case 'general_inquiry':
      return {
        subject: random.pick(GENERAL_SUBJECTS),
        message:
          'Hello, I have a question that is not about a specific course. Who is the best person to speak to?',
      };
  }
}

/** New inquiries are mostly untouched; older ones have been worked through. */
function inquiryStatusFor(random: Random, createdAt: Date, now: Date): InquiryStatus {
  const age = ageInDays(createdAt, now);
  if (age < 3) {
    return random.weighted<InquiryStatus>([
      ['new', 70],
      ['contacted', 25],
      ['spam', 5],
    ]);
  }
  if (age < 14) {
    return random.weighted<InquiryStatus>([
      ['new', 25],
      ['contacted', 35],
      ['followed_up', 25],
      ['converted', 5],
      ['closed', 5],
      ['spam', 5],
    ]);
  }
  return random.weighted<InquiryStatus>([
    ['new', 4],
    ['contacted', 14],
    ['followed_up', 18],
    ['converted', 12],
    ['closed', 44],
    ['spam', 8],
  ]);
}

export interface InquiryInput {
  person?: Person;
  course?: SaleableCourse | null;
  createdAt: Date;
  status?: InquiryStatus;
  type?: InquiryType;
  source?: string;
}

/** One inquiry; what is not given is chosen to fit its type and age. */
export function buildInquiry(
  gen: Generator,
  courses: readonly SaleableCourse[],
  input: InquiryInput,
): InquiryRow {
  const { random, now } = gen;
  const type = input.type ?? random.weighted(INQUIRY_TYPES);
  const aboutCourse =
    type === 'course_inquiry' || type === 'bootcamp'
      ? true
      : type === 'strategy_call'
        ? random.chance(0.7)
        : random.chance(0.3);
  const course =
    input.course !== undefined ? input.course : aboutCourse ? pickCourse(random, courses) : null;
  const person = input.person ?? makePerson(random);
  const status = input.status ?? inquiryStatusFor(random, input.createdAt, now);
  const { subject, message } = inquiryText(random, type, course);
  return {
    id: gen.newId(),
    name: person.name,
    email: person.email,
    phone: random.chance(0.85) ? person.phone : null,
    type,
    subject,
    message,
    status,
    courseId: course?.id ?? null,
    courseName: course?.title ?? null,
    source: input.source ?? random.weighted(LEAD_SOURCES),
    assignedTo: null,
    lastSentAt: input.createdAt,
    createdAt: input.createdAt,
    // Worked inquiries were last touched a little after they came in.
    updatedAt:
      status === 'new'
        ? input.createdAt
        : minutesAfter(input.createdAt, random.int(30, 4_320), now),
  };
}

// ---------------------------------------------------------------------------------------------
// The demo's year of trading

export interface SalesRows {
  customers: CustomerRow[];
  inquiries: InquiryRow[];
  orders: OrderRow[];
  transactions: TransactionRow[];
  redemptions: RedemptionRow[];
}

export interface SalesCounts {
  customers: number;
  inquiries: number;
}

/**
 * A year of consistent trading: each customer's orders and attempts match their statuses,
 * installment plans have one order per installment due so far, coupons are used only while
 * usable and within their limits (their `usedCount` is updated), and some inquiries are the
 * enquiries that turned into those customers.
 */
export function buildDemoSales(
  gen: Generator,
  timeline: Timeline,
  courses: readonly SaleableCourse[],
  couponPlans: readonly CouponPlan[],
  counts: SalesCounts,
): SalesRows {
  const { random, now } = gen;
  const rows: SalesRows = {
    customers: [],
    inquiries: [],
    orders: [],
    transactions: [],
    redemptions: [],
  };
  const instants = Array.from({ length: counts.customers }, () => timeline.instant(random)).sort(
    (a, b) => a.getTime() - b.getTime(),
  );

  for (const createdAt of instants) {
    const plan = buildCustomer(gen, pickCourse(random, courses), createdAt);
    const { customer, course, person } = plan;
    const payer: Payer = {
      customerId: customer.id,
      name: person.name,
      email: person.email,
      phone: person.phone,
    };
    let lastActivity = createdAt;

    if (customer.paymentType === 'installment') {
      for (let index = 0; index < plan.dueInstallments; index++) {
        const isLast = index === plan.dueInstallments - 1;
        const outcome: TransactionStatus =
          customer.paymentStatus === 'refunded'
            ? 'refunded'
            : isLast && customer.paymentStatus !== 'paid'
              ? customer.paymentStatus === 'failed'
                ? 'failed'
                : 'pending'
              : 'success';
        const at =
          index === 0
            ? createdAt
            : minutesAfter(addMonths(createdAt, index), random.int(0, 90), now);
        const { order, transactions } = buildPayment(gen, {
          payer,
          course,
          at,
          subtotalPence: course.installmentPricePence,
          method: plan.method,
          attempts:
            outcome === 'success' && random.chance(0.05) ? ['failed', 'success'] : [outcome],
        });
        rows.orders.push(order);
        rows.transactions.push(...transactions);
        lastActivity = transactions[transactions.length - 1]?.paymentDate ?? lastActivity;
      }
    } else {
      const attempts = fullPaymentAttempts(random, customer.paymentStatus);
      const subtotalPence = course.currentPricePence;
      const boughtWithCoupon =
        (customer.paymentStatus === 'paid' || customer.paymentStatus === 'refunded') &&
        random.chance(0.3);
      const coupon = boughtWithCoupon
        ? usableCoupon(random, couponPlans, course.id, subtotalPence, createdAt)
        : undefined;
      const discountPence = coupon ? discountFor(coupon.coupon, subtotalPence) : 0;
      const { order, transactions } = buildPayment(gen, {
        payer,
        course,
        at: createdAt,
        subtotalPence,
        discountPence,
        couponId: coupon?.coupon.id ?? null,
        method: plan.method,
        attempts,
      });
      rows.orders.push(order);
      rows.transactions.push(...transactions);
      customer.amountPence = order.totalPence;
      lastActivity = transactions[transactions.length - 1]?.paymentDate ?? lastActivity;
      if (coupon) {
        coupon.coupon.usedCount += 1;
        rows.redemptions.push({
          id: gen.newId(),
          couponId: coupon.coupon.id,
          orderId: order.id,
          customerEmail: person.email,
          discountPence,
          redeemedAt: createdAt,
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
    customer.updatedAt = lastActivity;
    rows.customers.push(customer);

    // Some customers first asked about the course; those inquiries count as converted.
    if (rows.inquiries.length < counts.inquiries && random.chance(0.12)) {
      rows.inquiries.push(
        buildInquiry(gen, courses, {
          person,
          course,
          createdAt: new Date(
            Math.max(timeline.start.getTime(), createdAt.getTime() - random.int(1, 21) * DAY_MS),
          ),
          status: 'converted',
          type: random.pick(['course_inquiry', 'bootcamp', 'strategy_call'] as const),
          source: customer.source ?? undefined,
        }),
      );
    }
  }

  while (rows.inquiries.length < counts.inquiries) {
    rows.inquiries.push(buildInquiry(gen, courses, { createdAt: timeline.instant(random) }));
  }
  rows.inquiries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return rows;
}

function fullPaymentAttempts(random: Random, status: PaymentStatus): TransactionStatus[] {
  switch (status) {
    case 'paid':
      // A declined card before the payment that went through.
      return random.chance(0.12) ? ['failed', 'success'] : ['success'];
    case 'pending':
      return ['pending'];
    case 'failed':
      return random.chance(0.4) ? ['failed', 'failed'] : ['failed'];
    case 'refunded':
      return ['refunded'];
  }
}
