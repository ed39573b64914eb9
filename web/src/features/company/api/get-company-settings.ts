import { companySettingsResponse } from '@coursedesk/contract/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiVersionedRequest } from '@/lib/api-client';

/** The page's three records, with the version a save of them names. */
export async function getCompanySettings(signal?: AbortSignal) {
  const { body, version } = await apiVersionedRequest(
    '/admin/company-settings',
    companySettingsResponse,
    { signal },
  );
  return { settings: body.data, version };
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
