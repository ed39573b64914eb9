import { API_BASE_PATH } from '@coursedesk/contract/constants';
import { transactionExportFileName } from '@coursedesk/contract/payments';
import { ApiError } from '@/lib/api-client';
import { clearSession, getToken } from '@/lib/session';
import { type TransactionFilterView, transactionFilterSearch } from './get-transactions';

/** A whole export may take longer than a JSON call's 10 s. */
const EXPORT_TIMEOUT_MS = 120_000;

/**
 * Downloads the CSV of every transaction the filters select (spec §7 columns), as
 * 'payment-transactions-{date}.csv'. Returns the number of rows; with none, nothing is saved.
 */
export async function exportTransactions(filters: TransactionFilterView): Promise<number> {
  const headers = new Headers({ Accept: 'text/csv' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(
    `${API_BASE_PATH}/payments/transactions/export?${transactionFilterSearch(filters)}`,
    { headers, signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS) },
  );
  if (!response.ok) {
    if (response.status === 401) clearSession();
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: `Export failed with status ${response.status}`,
    });
  }
  const rows = Number(response.headers.get('X-Total-Count') ?? '0');
  const blob = await response.blob();
  if (rows === 0) return 0;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = transactionExportFileName();
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return rows;
}
