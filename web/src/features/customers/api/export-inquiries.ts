import { useMutation } from '@tanstack/react-query';
import { apiDownload, type QueryParams, saveFile } from '@/lib/api-client';

/** Downloads the CSV of every inquiry the filters select (the server streams it). */
export async function exportInquiries(filters: QueryParams) {
  const file = await apiDownload('/inquiries/export', {
    query: { format: 'csv', ...filters },
    fallbackName: `inquiries-export-${new Date().toISOString().slice(0, 10)}.csv`,
  });
  saveFile(file);
}

export function useExportInquiries() {
  return useMutation({ mutationFn: exportInquiries });
}
