import net from 'node:net';
import { DEMO_PASSWORD } from './demoPasswords';

/** Whether `host` (the address the server listens on) is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (address === 'localhost') return true;
  if (net.isIPv4(address)) return address.startsWith('127.');
  if (net.isIPv6(address)) return address === '::1' || address.startsWith('::ffff:127.');
  return false;
}

export interface DemoExposure {
  host: string;
  production: boolean;
  /** Demo accounts that accept the published password (findAccountsAcceptingDemoPassword). */
  demoAccounts: string[];
}

/**
 * The start-up warning about demo accounts, or null when there is nothing to say.
 * Beyond loopback, a development server lets anyone who reaches the port sign in as
 * the demo admin; production refuses the demo password, but the accounts remain.
 */
export function demoExposureWarning({
  host,
  production,
  demoAccounts,
}: DemoExposure): string | null {
  if (demoAccounts.length === 0) return null;
  const names = demoAccounts.join(', ');
  if (production) {
    return (
      `demo accounts are present (${names}). Production refuses their published password, ` +
      'but they should not exist here: remove them, or start from an empty database.'
    );
  }
  if (isLoopbackHost(host)) return null;
  return (
    `listening on ${host}, beyond this machine, while demo accounts accept the published ` +
    `password "${DEMO_PASSWORD}" (${names}): anyone who reaches this port can sign in as them. ` +
    'Listen on 127.0.0.1 (unset HOST), or run with NODE_ENV=production on a database without the demo data.'
  );
}
