import { type CreateUserInput, userResponse } from '@coursedesk/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USERS_QUERY_KEY } from './get-users';

export async function createUser(input: CreateUserInput) {
  return apiRequest('/auth/users', userResponse, { method: 'POST', body: input });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
