import { type MailNotices, mailNoticesResponse } from '@coursedesk/contract/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { EMAIL_NOTICES_QUERY_KEY } from './get-email-notices';

export async function saveEmailNotices(choice: MailNotices) {
  return apiRequest('/account/email-notices', mailNoticesResponse, { method: 'PUT', body: choice });
}

export function useSaveEmailNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailNotices,
    onSuccess: (reply) => queryClient.setQueryData(EMAIL_NOTICES_QUERY_KEY, reply.data),
  });
}
