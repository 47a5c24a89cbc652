import { useQuery } from '@tanstack/react-query';
import { callApi } from '../client';

/** By API path, like the other reads. */
export const systemStatusKey = ['/api/admin/system'] as const;

/** Which engines this server runs (admins): speech to text, follow-ups, AI, mail. */
export function useSystemStatus() {
  return useQuery({ queryKey: systemStatusKey, queryFn: () => callApi('systemStatus') });
}
