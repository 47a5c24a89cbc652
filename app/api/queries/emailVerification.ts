import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../client';

export const emailVerificationKey = ['/api/email-verification'] as const;

/** The signed-in account's address and whether it is verified. */
export function useEmailVerification() {
  return useQuery({
    queryKey: emailVerificationKey,
    queryFn: () => callApi('emailVerificationStatus'),
    // Verifying happens in another tab (the mail's link): check again on return.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('resendEmailVerification'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailVerificationKey }),
  });
}
