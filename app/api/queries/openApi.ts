import { useQuery } from '@tanstack/react-query';
import { callApi } from '../client';

/** The API's OpenAPI document, as the server validates it; it changes only with a new server. */
export function useOpenApiDocument() {
  return useQuery({
    queryKey: ['/api/openapi.json'],
    queryFn: () => callApi('openApiDocument'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
