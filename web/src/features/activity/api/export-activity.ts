import { useMutation } from '@tanstack/react-query';
import { apiDownload, type QueryParams, saveFile } from '@/lib/api-client';

/** Downloads the CSV of every activity entry the filters select (the server streams it). */
export async function exportActivity(filters: QueryParams) {
  const file = await apiDownload('/admin/activity/export', {
    query: { format: 'csv', ...filters },
    fallbackName: `activity-export-${new Date().toISOString().slice(0, 10)}.csv`,
  });
  saveFile(file);
}

export function useExportActivity() {
  return useMutation({ mutationFn: exportActivity });
}
