import { messageOnly } from '@coursedesk/contract/envelope';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export async function logout() {
  await apiRequest('/auth/logout', messageOnly, { method: 'POST' });
}

/** Revokes the token on the server (a failure changes nothing here), then ends the session. */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      void navigate('/login', { replace: true });
    },
  });
}
