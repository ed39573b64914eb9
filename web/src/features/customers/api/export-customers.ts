import { useMutation } from '@tanstack/react-query';
import { apiDownload, type QueryParams, saveFile } from '@/lib/api-client';

/** Downloads the CSV of every customer the filters select (the server streams it). */
export async function exportCustomers(filters: QueryParams) {
  const file = await apiDownload('/customers/export', {
    query: { format: 'csv', ...filters },
    fallbackName: `customers-export-${new Date().toISOString().slice(0, 10)}.csv`,
  });
  saveFile(file);
}

export function useExportCustomers() {
  return useMutation({ mutationFn: exportCustomers });
}
