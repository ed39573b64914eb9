const publishDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A post's publish date as readers see it: 'May 1, 2026'. */
export function formatPublishDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : publishDate.format(date);
}

/** The value of a date input for a post's publish date: '2026-05-01'. */
export function publishDateInputValue(iso: string | undefined): string {
  const date = iso ? new Date(iso) : new Date();
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}
