import { PageHeader } from '@/components/ui/page-header';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { EmailNoticesPanel } from '../components/email-notices-panel';
import { SessionsPanel } from '../components/sessions-panel';
import { TwoFactorPanel } from '../components/two-factor-panel';

/** Account security: two-factor sign-in and the signed-in admin's sessions. */
export function SecurityRoute() {
  const status = useTwoFactorStatus();
  // Until the two-factor sign-in the server requires is set up, the sessions list is refused.
  const restricted = status.data?.required === true && !status.data.enabled;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Account security"
        description="Two-factor sign-in and the places your account is signed in."
      />
      <TwoFactorPanel />
      {status.data && !restricted ? <SessionsPanel /> : null}
      {status.data && !restricted ? <EmailNoticesPanel /> : null}
    </div>
  );
}
