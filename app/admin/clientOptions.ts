import type { SelectOption } from '../ui/Select';

/** The client choice that reveals a free-text client name (spec section 3). */
export const OTHER_CLIENT = '__other__';
export const OTHER_CLIENT_LABEL = 'Other Client';

/**
 * The project form's client choices: every client that has a project in the database
 * (alphabetical, once each), then 'Other Client' for a new one. No client is offered
 * that the database does not hold: on a fresh install there is only 'Other Client'.
 */
export function clientOptions(existingClients: readonly string[]): SelectOption[] {
  const clients = [...new Set(existingClients)].sort((a, b) => a.localeCompare(b));
  return [
    ...clients.map((client) => ({ value: client, label: client })),
    { value: OTHER_CLIENT, label: OTHER_CLIENT_LABEL },
  ];
}
