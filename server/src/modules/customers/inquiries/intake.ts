// The website's contact form (docs/website-forms.md): the limits on who sends, which status a
// form is stored with, and how a message sent again is counted. Every form that passes the
// per-address limit is stored: what a visitor sends is never lost, and the answer is the same
// whatever was stored, so a bot learns nothing.

import { createHash } from 'node:crypto';
import type { InquiryStatus, publicInquiryInput } from '@coursedesk/contract/inquiries';
import { publicInquiryMessages } from '@coursedesk/contract/inquiries';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client.ts';
import { type FormBudget, spendFormBudget } from '../../../db/form-budget.ts';
import { attemptsPer, createThrottle } from '../../../db/throttle.ts';
import { addressKey } from '../../../lib/client-address.ts';
import { tooManyRequests } from '../../../lib/errors.ts';
import type { Courses } from '../../module.ts';
import { countRepeat, findRecentRepeat, type NewInquiryRow } from './repository.ts';

/** One address may send 5 contact forms in 10 minutes; the 6th waits out the 10 minutes. */
export const inquiryIntakeLimit = attemptsPer(5, 600);

/** A message sent again within this many seconds of its last sending is counted on its row. */
export const INQUIRY_REPEAT_SECONDS = 600;

type PublicInquiry = z.output<typeof publicInquiryInput>;

/** Text as the repeat filter compares it: same letters in any case, spacing or Unicode form. */
const normalised = (text: string) =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();

/** What names a message for the repeat filter: a hash of its email, subject and text. */
function repeatKeyOf(form: Pick<PublicInquiry, 'email' | 'subject' | 'message'>): string {
  const parts = [form.email, form.subject, form.message].map(normalised);
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * The contact form's intake: counted against the sender's address (429 past it); stored as
 * `spam` when the honeypot is filled in, else as `new` within the form's budget across every
 * address and as `suspected_spam` past it; a message already received within 10 minutes on a
 * row of its kind is counted on that row instead.
 */
export function createInquiryIntake(
  db: Database,
  options: {
    budget: FormBudget;
    courses: Courses;
    /**
     * The one way an inquiry is written, with its activity entry and its `inquiry.created` event
     * (modules/customers/service.ts).
     */
    insert(tx: Executor, values: NewInquiryRow): Promise<{ _id: string }>;
  },
) {
  const throttle = createThrottle(db);

  /** A filled-in honeypot is spam whatever the budget; any other form spends the budget. */
  async function statusOf(input: PublicInquiry): Promise<InquiryStatus> {
    if (input.website) return 'spam';
    return (await spendFormBudget(throttle, 'inquiries', options.budget))
      ? 'new'
      : 'suspected_spam';
  }

  return async function receive(input: PublicInquiry, clientAddress: string): Promise<void> {
    const attempt = await throttle.count(
      `inquiry:${addressKey(clientAddress)}`,
      inquiryIntakeLimit,
    );
    if (!attempt.allowed) throw tooManyRequests(publicInquiryMessages.tooMany, attempt.retryAfter);
    const status = await statusOf(input);
    const course = input.course
      ? await options.courses.findByReference(db, input.course)
      : undefined;
    const repeatKey = repeatKeyOf(input);
    await db.transaction(async (tx) => {
      const repeat = await findRecentRepeat(tx, repeatKey, status, INQUIRY_REPEAT_SECONDS);
      if (repeat) {
        await countRepeat(tx, repeat);
        return;
      }
      await options.insert(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        type: input.type,
        subject: input.subject,
        message: input.message,
        status,
        courseId: course?.id ?? null,
        courseName: course?.title ?? input.course ?? null,
        source: input.source ?? 'website',
        repeatKey,
      });
    });
  };
}
