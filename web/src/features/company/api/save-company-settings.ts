import { type CompanySettingsValues, companySettingsResponse } from '@coursedesk/contract/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getCompanySettingsQueryOptions } from './get-company-settings';

/** Saves company info, contact data and highlighted countries in one request (one transaction). */
export async function saveCompanySettings(values: CompanySettingsValues) {
  return apiRequest('/admin/company-settings', companySettingsResponse, {
    method: 'PUT',
    body: values,
  });
}

export function useSaveCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanySettings,
    onSuccess: ({ data }) =>
      queryClient.setQueryData(getCompanySettingsQueryOptions().queryKey, data),
  });
}
