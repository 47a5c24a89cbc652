import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SERVER } from '../../scripts/buildServer';
import { DEMO_DATA_REFUSED } from '../db/seeds';
import { messagesAt } from '../test/logLines';
import { ScratchInstall } from '../test/scratchInstall';
import { DEMO_PASSWORD, DEMO_PASSWORD_REFUSED } from './demoPasswords';

/**
 * The real server and CLIs in child processes, on an empty install (PGlite in a temp
 * dir, or a fresh PostgreSQL database when DATABASE_URL is set), the way an operator
 * runs them. Slow (each start boots a process and its database), so each install
 * serves a sequence of steps.
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-test-session-secret-of-some-length',
  // Production must ignore it: the demo data is never loaded there.
  SEED_ON_EMPTY: 'true',
  HOST: '127.0.0.1',
};
const DEVELOPMENT = { NODE_ENV: 'development', HOST: '127.0.0.1' };
const ADMIN_PASSWORD = 'a-long-and-private-passphrase';

async function signIn(url: string, username: string, password: string) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, Accept: 'text/plain' },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, text: await response.text() };
}

async function countRows(install: ScratchInstall, table: string): Promise<number> {
  const db = await install.open();
  try {
    const [row] = await db.knex(table).count({ count: '*' });
    return Number(row?.count);
  } finally {
    await db.close();
  }
}

const createUser = (install: ScratchInstall, args: string[], password: string, env = PRODUCTION) =>
  install.run('api/cli/createUser.ts', args, env, `${password}\n`);

describe('production mode on an empty database', { timeout: 150_000 }, () => {
  let install: ScratchInstall;
  beforeAll(async () => {
    install = await ScratchInstall.create('parley-prod');
  });
  afterAll(() => install.remove());

  it('refuses to start without SESSION_SECRET, before touching the database', async () => {
    const { SESSION_SECRET: _secret, ...withoutSecret } = PRODUCTION;
    const result = await install.run(BUILT_SERVER, [], withoutSecret);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SESSION_SECRET is required with NODE_ENV=production');
    const db = await install.open();
    try {
      expect(await db.knex.schema.hasTable('users')).toBe(false);
    } finally {
      await db.close();
    }
  });

  it('refuses npm run db:seed', async () => {
    const result = await install.run('api/db/cli.ts', ['seed'], PRODUCTION);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(DEMO_DATA_REFUSED);
  });

  it('starts without the demo data, whatever SEED_ON_EMPTY says', async () => {
    const server = await install.startServer(PRODUCTION);
    try {
      const said = messagesAt(server.output, 'info');
      expect(said).toContain('production mode: no demo data, demo passwords refused');
      expect(said.join('\n')).not.toContain('loaded the demo data');
      expect(messagesAt(server.output, 'warn')).toEqual([]);
      const demoAdmin = await signIn(server.url, 'admin', DEMO_PASSWORD);
      expect(demoAdmin.status).toBe(401);

      if (install.kind === 'pglite') {
        // One process per PGlite directory: user:create says so instead of corrupting it.
        const locked = await createUser(
          install,
          ['--role', 'admin', '--username', 'x'],
          ADMIN_PASSWORD,
        );
        expect(locked.code).toBe(1);
        expect(locked.stderr).toContain('is in use by another Parley process');
      }
    } finally {
      await server.stop();
    }
    for (const table of ['users', 'projects', 'interviews', 'answers', 'insights']) {
      expect(await countRows(install, table), table).toBe(0);
    }
  });

  it('refuses weak passwords, the demo password and bad arguments in user:create', async () => {
    const args = ['--role', 'admin', '--username', 'owner'];
    const short = await createUser(install, args, 'short-pass1');
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('In production a password must be at least 12 characters.');

    const demo = await createUser(install, args, DEMO_PASSWORD);
    expect(demo.code).toBe(2);
    expect(demo.stderr).toContain('That is the published demo password');

    const badRole = await createUser(
      install,
      ['--role', 'root', '--username', 'owner'],
      ADMIN_PASSWORD,
    );
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('--role must be admin, customer or expert');

    // A password on the command line would land in the shell history: no such option.
    const inline = await createUser(install, [...args, '--password', ADMIN_PASSWORD], '');
    expect(inline.code).toBe(2);
    expect(inline.stderr).toContain("Unknown option '--password'");

    expect(await countRows(install, 'users')).toBe(0);
  });

  it('makes the first administrator with user:create, who then signs in', async () => {
    const args = ['--role', 'admin', '--username', 'owner', '--email', 'Owner@Example.com'];
    const created = await createUser(
      install,
      [...args, '--full-name', 'Olive Owner'],
      ADMIN_PASSWORD,
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created admin "owner" \(usr_[\w-]+\)/);

    const again = await createUser(
      install,
      ['--role', 'admin', '--username', 'OWNER'],
      ADMIN_PASSWORD,
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('That username is already taken');

    const db = await install.open();
    try {
      const user = await db.knex('users').where({ username: 'owner' }).first();
      expect(user).toMatchObject({
        role: 'admin',
        email: 'owner@example.com',
        full_name: 'Olive Owner',
      });
      expect(user.password).toMatch(/^\$argon2id\$/);
      const events = await db.knex('audit_events').where({ action: 'user.created' });
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        actor_user_id: null,
        subject_type: 'user',
        subject_id: user.id,
      });
      const details = events[0].details;
      expect(typeof details === 'string' ? JSON.parse(details) : details).toEqual({
        via: 'cli',
        role: 'admin',
      });
    } finally {
      await db.close();
    }

    const server = await install.startServer(PRODUCTION);
    try {
      const wrong = await signIn(server.url, 'owner', 'not-the-password');
      expect(wrong.status).toBe(401);
      const signedIn = await signIn(server.url, 'owner', ADMIN_PASSWORD);
      expect(signedIn.status).toBe(200);
      expect(JSON.parse(signedIn.text)).toMatchObject({ username: 'owner', role: 'admin' });
    } finally {
      await server.stop();
    }
  });
});

describe('a database that holds the demo accounts', { timeout: 150_000 }, () => {
  let install: ScratchInstall;
  beforeAll(async () => {
    install = await ScratchInstall.create('parley-demo-copy');
    // What a copied demo database looks like: loaded outside production.
    const seeded = await install.run('api/db/cli.ts', ['seed'], DEVELOPMENT);
    expect(seeded.code, seeded.stderr).toBe(0);
  });
  afterAll(() => install.remove());

  it('refuses the demo password in production and warns about the accounts', async () => {
    const server = await install.startServer({ ...PRODUCTION, HOST: '0.0.0.0' });
    try {
      expect(messagesAt(server.output, 'warn').join('\n')).toContain(
        'demo accounts are present (admin, customer, customer2, expert)',
      );
      const demoAdmin = await signIn(server.url, 'admin', DEMO_PASSWORD);
      expect(demoAdmin).toEqual({ status: 403, text: DEMO_PASSWORD_REFUSED });
      // A wrong password stays the usual answer: the refusal says nothing new about it.
      const wrong = await signIn(server.url, 'admin', 'not-the-demo-password');
      expect(wrong.status).toBe(401);
    } finally {
      await server.stop();
    }
  });

  it('warns when a development server listens beyond loopback with demo accounts', async () => {
    const open = await install.startServer({ ...DEVELOPMENT, HOST: '0.0.0.0' });
    try {
      expect(messagesAt(open.output, 'warn').join('\n')).toContain(
        `listening on 0.0.0.0, beyond this machine, while demo accounts accept the published password "${DEMO_PASSWORD}" (admin, customer, customer2, expert)`,
      );
      expect((await signIn(open.url, 'admin', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await open.stop();
    }
    const local = await install.startServer(DEVELOPMENT);
    try {
      expect(messagesAt(local.output, 'warn')).toEqual([]);
    } finally {
      await local.stop();
    }
  });
});
