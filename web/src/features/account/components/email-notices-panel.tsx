import type { MailNotices } from '@coursedesk/contract/webhooks';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useEmailNotices } from '../api/get-email-notices';
import { useSaveEmailNotices } from '../api/save-email-notices';

const choices: { key: keyof MailNotices; label: string; hint: string }[] = [
  { key: 'newInquiry', label: 'New inquiry', hint: 'A message from the website’s contact form.' },
  {
    key: 'paymentReview',
    label: 'Payment needing review',
    hint: 'A payment recorded with an issue, such as an amount that does not match the order.',
  },
];

/** Which notices the signed-in admin receives by email. */
export function EmailNoticesPanel() {
  const notices = useEmailNotices();
  const save = useSaveEmailNotices();

  function change(key: keyof MailNotices, value: boolean) {
    if (!notices.data) return;
    const { newInquiry, paymentReview } = notices.data;
    save.mutate(
      { newInquiry, paymentReview, [key]: value },
      {
        onSuccess: (reply) => notifySuccess(reply.message ?? 'Email notices saved'),
        onError: (error) => notifyError(errorMessage(error, 'Failed to save email notices')),
      },
    );
  }

  return (
    <Card as="section" padding="md" aria-labelledby="email-notices-heading">
      <h2 id="email-notices-heading" className="text-lg font-semibold text-slate-900">
        Email notices
      </h2>
      <p className="mb-4 text-sm text-slate-500">What the business tells you by email.</p>
      {notices.isPending ? <Spinner label="Loading email notices..." /> : null}
      {notices.isError ? (
        <p className="text-sm text-edtech-red">Failed to fetch email notices</p>
      ) : null}
      {notices.data ? (
        <div className="space-y-3">
          {notices.data.mailConfigured ? null : (
            <p className="text-sm text-slate-500">
              This server sends no email until SMTP_URL is set; your choices are kept.
            </p>
          )}
          {choices.map(({ key, label, hint }) => (
            <label key={key} className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={notices.data[key]}
                disabled={save.isPending}
                onChange={(event) => change(key, event.target.checked)}
              />
              <span>
                <span className="font-medium text-slate-800">{label}</span>
                <span className="block text-slate-500">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
