import type { Executor } from '../../../db/client.ts';
import { claimMedia, releaseMedia } from '../../../uploads/references.ts';

/** The area of the testimonial avatars a course's details name. */
const AVATARS = 'testimonials' as const;

/** The testimonial avatars details name (none for no details). */
export const avatarsOf = (details: { testimonials: { avatar: string }[] } | undefined) =>
  (details?.testimonials ?? []).map((testimonial) => testimonial.avatar);

/** The testimonial avatars a details row names change from `before` to `after`. */
export async function replaceAvatars(
  tx: Executor,
  before: string[],
  after: string[],
): Promise<void> {
  for (const avatar of after) await claimMedia(tx, AVATARS, avatar);
  for (const avatar of before) await releaseMedia(tx, AVATARS, avatar);
}
