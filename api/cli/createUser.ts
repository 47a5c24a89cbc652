import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailAddress, optionalText, RoleSchema, requiredText } from '../../sync/contract';
import { createUserFromCli } from '../commands/cliUserCreator';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrations';
import { passwordProblem } from '../security/passwordStrength';
import { PasswordInputError, readPassword } from './readPassword';

const USAGE = `Creates an account, e.g. the first administrator of a new install.

  npm run user:create -- --role admin --username NAME [--email ADDRESS] [--full-name "NAME"]

The password is read from standard input: typed twice at a prompt that does not echo,
or the first line of a pipe:  printf '%s\\n' "$PASSWORD" | npm run user:create -- …
With NODE_ENV=production it must be at least 12 characters; the demo password is refused.
The database is the one DATABASE_URL names (default: the embedded PGlite in DATA_DIR);
with PGlite, stop the server first: only one process may open it.

Exit codes: 0 created; 1 not created (database unavailable or in use, name taken);
2 bad arguments or a password that is refused.
`;

/** Bad arguments or a refused password: the operator must change the command (exit 2). */
class UsageError extends Error {}

const ArgumentsSchema = z.object({
  role: z.enum(RoleSchema.options, { error: '--role must be admin, customer or expert' }),
  username: requiredText('--username is required', 100),
  email: emailAddress('--email is not a valid e-mail address')
    .nullish()
    .transform((email) => email ?? null),
  fullName: optionalText(200),
});
type Arguments = z.infer<typeof ArgumentsSchema>;

function parseArguments(argv: string[]): Arguments | 'help' {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        role: { type: 'string' },
        username: { type: 'string' },
        email: { type: 'string' },
        'full-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const parsed = ArgumentsSchema.safeParse({
    role: values.role,
    username: values.username,
    email: values.email,
    fullName: values['full-name'],
  });
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

async function main(argv: string[]): Promise<void> {
  const args = parseArguments(argv);
  if (args === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  // Like the server: a local .env is optional, and the real environment wins over it.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // Everything that can be refused is checked before the database opens (seconds on PGlite).
  const password = await readPassword({ input: process.stdin, output: process.stderr });
  const problem = passwordProblem(password, {
    production: config.production,
    username: args.username,
  });
  if (problem) throw new UsageError(problem);
  const db = await openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db.knex);
    const user = await createUserFromCli(db.knex, { ...args, password });
    console.log(`Created ${user.role} "${user.username}" (${user.id}) in ${db.description}.`);
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  () => {
    process.exitCode = 0;
  },
  (error: unknown) => {
    const refused = error instanceof UsageError || error instanceof PasswordInputError;
    console.error(`user:create: ${error instanceof Error ? error.message : error}`);
    if (error instanceof UsageError) console.error('Run with --help for the usage.');
    process.exitCode = refused ? 2 : 1;
  },
);
