import type { SelectOption } from '../ui/Select';
import { SAMPLE_CLIENT } from './adminLinks';

/** The client choice that reveals a free-text client name (spec section 3). */
export const OTHER_CLIENT = '__other__';
export const OTHER_CLIENT_LABEL = 'Other Client';

/**
 * The project form's client choices: the sample client, every client that already has
 * a project (alphabetical, once each), then 'Other Client' for a new one.
 */
export function clientOptions(existingClients: readonly string[]): SelectOption[] {
  const others = [...new Set(existingClients)]
    .filter((client) => client !== SAMPLE_CLIENT)
    .sort((a, b) => a.localeCompare(b));
  return [
    ...[SAMPLE_CLIENT, ...others].map((client) => ({ value: client, label: client })),
    { value: OTHER_CLIENT, label: OTHER_CLIENT_LABEL },
  ];
}
