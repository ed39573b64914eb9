import { companyMessages } from '@coursedesk/contract/company';
import { lazy } from 'react';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { HistorySection } from '@/components/ui/history-section';
import { OnView } from '@/components/ui/on-view';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCompanySettings } from '../api/get-company-settings';
import { CompanyInfoForm } from '../components/company-info-form';

// Below the whole form: its code and its entries load as it comes into view.
const HistoryPanel = lazy(async () => ({
  default: (await import('@/components/ui/history-panel')).HistoryPanel,
}));

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
      <CompanyInfoForm
        settings={settings.data.settings}
        version={settings.data.version}
        onReload={async () => (await settings.refetch()).data}
      />
      <Card padding="md" className="mt-6 [&_section]:border-t-0 [&_section]:pt-0">
        <OnView
          placeholder={
            <HistorySection>
              <Spinner hideLabel className="py-4" />
            </HistorySection>
          }
        >
          <HistoryPanel area="company" record={null} />
        </OnView>
      </Card>
    </>
  );
}
