import type { TransportResponse } from './classify';

/** A transport response for tests, shaped like fetch's Response. */
export function fakeResponse(
  status: number,
  body = '',
  headers: Record<string, string> = {},
): TransportResponse {
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    status,
    headers: { get: (name) => lower.get(name.toLowerCase()) ?? null },
    text: async () => body,
  };
}
