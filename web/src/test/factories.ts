import type { Course } from '@coursedesk/contract/courses';
import type { Customer } from '@coursedesk/contract/customers';
import type { Inquiry } from '@coursedesk/contract/inquiries';

// Records as the API gives them, for the screen tests' mocked answers: each a typical one that
// a test changes only where its behaviour depends on the field.

const NOW = '2026-03-01T10:00:00.000Z';

export function buildCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    courseId: null,
    courseName: 'Data Science',
    courseCategory: 'Data',
    paymentType: 'full_payment',
    paymentStatus: 'paid',
    customerStatus: 'approved',
    amount: 1500,
    currency: 'GBP',
    installmentDetails: null,
    source: 'website',
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function buildInquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    _id: '33333333-3333-4333-8333-333333333333',
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: null,
    type: 'course_inquiry',
    subject: 'Evening classes',
    message: null,
    status: 'new',
    courseId: null,
    courseName: null,
    source: 'website',
    assignedTo: null,
    timesSent: 1,
    lastSentAt: NOW,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function buildCourse(overrides: Partial<Course> = {}): Course {
  return {
    _id: 'c-1',
    id: 'course-1',
    category: 'Development',
    badge: '',
    title: 'Course 1',
    desc: 'Learn.',
    duration: '12 weeks',
    extra: '',
    accent: 'edtech-green',
    iconName: null,
    featured: false,
    image: null,
    publishStatus: 'published',
    publishAt: null,
    seo: {},
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}
