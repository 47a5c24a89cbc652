import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The environment variables of the logger. api/config.ts validates them with every other
 * setting (so a typo fails at start); the logger also reads them from the process at
 * import, because modules log before the configuration is loaded.
 */
export const LogEnvSchema = z.object({
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  LOG_PRETTY: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

/** What the environment asked for; an unset field keeps the logger as it is. */
export interface LogSettings {
  level?: LogLevel;
  /** Human-readable lines through pino-pretty (development) instead of JSON. */
  pretty?: boolean;
}

export function logSettingsFrom(env: z.output<typeof LogEnvSchema>): LogSettings {
  return { level: env.LOG_LEVEL, pretty: env.LOG_PRETTY };
}
