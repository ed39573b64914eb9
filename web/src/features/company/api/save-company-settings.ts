import { type CompanySettingsValues, companySettingsResponse } from '@coursedesk/contract/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiVersionedRequest } from '@/lib/api-client';
import { getCompanySettingsQueryOptions } from './get-company-settings';

export interface SaveCompanySettings {
  values: CompanySettingsValues;
  /** The version the edits were made on (If-Match); another version is refused as STALE. */
  version: string | undefined;
}

/** Saves company info, contact data and highlighted countries in one request (one transaction). */
export async function saveCompanySettings({ values, version }: SaveCompanySettings) {
  return apiVersionedRequest('/admin/company-settings', companySettingsResponse, {
    method: 'PUT',
    body: values,
    ifMatch: version,
  });
}

export function useSaveCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanySettings,
    onSuccess: ({ body, version }) =>
      queryClient.setQueryData(getCompanySettingsQueryOptions().queryKey, {
        settings: body.data,
        version,
      }),
  });
}
