import { companySettingsResponse } from '@coursedesk/contract/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getCompanySettings(signal?: AbortSignal) {
  const { data } = await apiRequest('/admin/company-settings', companySettingsResponse, { signal });
  return data;
}

export function getCompanySettingsQueryOptions() {
  return queryOptions({
    queryKey: ['company-settings'],
    queryFn: ({ signal }) => getCompanySettings(signal),
  });
}

export function useCompanySettings() {
  return useQuery(getCompanySettingsQueryOptions());
}
