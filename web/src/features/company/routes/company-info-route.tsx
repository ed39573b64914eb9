import { companyMessages } from '@coursedesk/contract/company';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { HistoryPanel } from '@/components/ui/history-panel';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCompanySettings } from '../api/get-company-settings';
import { CompanyInfoForm } from '../components/company-info-form';

/** /company-info: the company's settings, saved together (docs/company.md). */
export function CompanyInfoRoute() {
  const settings = useCompanySettings();
  if (settings.isPending) return <Spinner className="py-16" />;
  if (settings.isError) {
    return (
      <ErrorBanner
        message={errorMessage(settings.error, companyMessages.fetchFailed)}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  return (
    <>
      <CompanyInfoForm settings={settings.data} />
      <Card padding="md" className="mt-6 [&>section]:border-t-0 [&>section]:pt-0">
        <HistoryPanel area="company" record={null} />
      </Card>
    </>
  );
}
