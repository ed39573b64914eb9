import { oneOfFilter } from '@coursedesk/contract/list';
import { PageHeader } from '@/components/ui/page-header';
import { TabList, tabPanelProps } from '@/components/ui/tabs';
import { useUrlState } from '@/lib/use-url-state';
import { useCustomerStats } from '../api/get-customer-stats';
import { useInquiryStats } from '../api/get-inquiry-stats';
import { CustomersPanel, customerStatCards } from '../components/customers-panel';
import { InquiriesPanel, inquiryStatCards } from '../components/inquiries-panel';
import { PeopleStatCards } from '../components/people-list';

const tabIds = ['customers', 'inquiries'] as const;
type TabId = (typeof tabIds)[number];
const urlShape = { tab: oneOfFilter('tab', tabIds) };

/** /user-management: the Customers and Inquiries tabs (docs/data-model.md). */
export function UserManagementRoute() {
  const { values, reset } = useUrlState(urlShape);
  const tab: TabId = values.tab ?? 'customers';
  const customerStats = useCustomerStats();
  const inquiryStats = useInquiryStats();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Customers & Inquiries"
        description="Follow up leads, track payments and export the lists."
      />
      <TabList
        id="user-management"
        label="Customers and inquiries"
        selected={tab}
        // A tab keeps none of the other's filters; its list and stat cards load afresh.
        onSelect={(id) => {
          reset(id === 'customers' ? {} : { tab: id });
          void (id === 'customers' ? customerStats : inquiryStats).refetch();
        }}
        tabs={[
          { value: 'customers', label: 'Customers', badge: customerStats.data?.totalCustomers },
          { value: 'inquiries', label: 'Inquiries', badge: inquiryStats.data?.totalInquiries },
        ]}
      />
      <div key={tab} {...tabPanelProps('user-management', tab, tab)} className="space-y-6">
        {tab === 'customers' ? (
          <>
            <PeopleStatCards data={customerStats.data} cards={customerStatCards} />
            <CustomersPanel />
          </>
        ) : (
          <>
            <PeopleStatCards data={inquiryStats.data} cards={inquiryStatCards} />
            <InquiriesPanel />
          </>
        )}
      </div>
    </div>
  );
}
