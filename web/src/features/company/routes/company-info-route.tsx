import { companyMessages } from '@coursedesk/contract/company';
import { ErrorBanner } from '@/components/ui/error-banner';
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
    <CompanyInfoForm
      settings={settings.data.settings}
      version={settings.data.version}
      onReload={async () => (await settings.refetch()).data}
    />
  );
}
