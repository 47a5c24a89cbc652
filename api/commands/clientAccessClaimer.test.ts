import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../models';
import { createCustomer, createProject, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { claimOrRequestClient } from './clientAccessClaimer';
import { grantClientAccess, removeClientAccess } from './clientAccessGranter';
import { knownClientSpelling } from './clientNames';

/** The claim and grant rules, proven on the commands that hold them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const source = { actor: null, ip: '203.0.113.9' };
let counter = 0;
const unique = (stem: string) => `${stem} ${++counter} Group`;
const inTransaction = <T>(work: (trx: Knex.Transaction) => Promise<T>) =>
  t.db.knex.transaction(work);

describe('knownClientSpelling', () => {
  it('finds a name in projects, grants or waiting requests, in any letter case', async () => {
    const fromProject = unique('Project');
    const fromGrant = unique('Grant');
    const fromRequest = unique('Request');
    await createProject(t.db.knex, { client: fromProject });
    await createCustomer(t.db.knex, fromGrant);
    const waiting = await createUser(t.db.knex, { role: 'customer' });
    await t.db.knex('client_access_requests').insert({
      id: `car_spelling_${counter}`,
      user_id: waiting.id,
      client: fromRequest,
    });
    expect(await knownClientSpelling(t.db.knex, ` ${fromProject.toUpperCase()} `)).toBe(
      fromProject,
    );
    expect(await knownClientSpelling(t.db.knex, fromGrant.toLowerCase())).toBe(fromGrant);
    expect(await knownClientSpelling(t.db.knex, fromRequest)).toBe(fromRequest);
  });

  it('ignores the company text: a name only typed as a company is still free', async () => {
    const typed = unique('Typed');
    await createUser(t.db.knex, { role: 'customer', company: typed });
    expect(await knownClientSpelling(t.db.knex, typed)).toBeNull();
  });
});

describe('claimOrRequestClient', () => {
  it('grants an unused name as typed (trimmed) and records who claimed it', async () => {
    const name = unique('Fresh');
    const user = await createUser(t.db.knex, { role: 'customer' });
    const claimed = await inTransaction((trx) =>
      claimOrRequestClient(trx, user, `  ${name} `, source),
    );
    expect(claimed.clientAccess).toBe(name);
    expect(claimed.clientAccessGrantedAt).toBeInstanceOf(Date);
    const event = await t.db.knex('audit_events').where({ client: name }).first();
    expect(event).toMatchObject({
      action: 'client_access.granted',
      actor_user_id: user.id,
      ip: '203.0.113.9',
    });
  });

  it('files a request (replacing an older one) for a name in use, and grants nothing', async () => {
    const name = unique('Used');
    await createProject(t.db.knex, { client: name });
    const user = await createUser(t.db.knex, { role: 'customer' });
    await inTransaction((trx) => claimOrRequestClient(trx, user, unique('Elsewhere'), source));
    const again = await createUser(t.db.knex, { role: 'customer' });
    const result = await inTransaction((trx) =>
      claimOrRequestClient(trx, again, name.toLowerCase(), source),
    );
    expect(result.clientAccess).toBeNull();
    expect(await t.db.knex('client_access_requests').where({ user_id: again.id })).toEqual([
      expect.objectContaining({ client: name }),
    ]);
  });

  it('rolls the claim back with its transaction: no access without its audit event', async () => {
    const name = unique('Rollback');
    const user = await createUser(t.db.knex, { role: 'customer' });
    await expect(
      inTransaction(async (trx) => {
        await claimOrRequestClient(trx, user, name, source);
        throw new Error('the action failed after the claim');
      }),
    ).rejects.toThrow('the action failed');
    expect((await User.query(t.db.knex).findById(user.id))?.clientAccess).toBeNull();
    expect(await t.db.knex('audit_events').where({ client: name })).toEqual([]);
  });
});

describe('grantClientAccess and removeClientAccess', () => {
  it('refuses to move a member of one client into another', async () => {
    const member = await createCustomer(t.db.knex, unique('Home'));
    await expect(
      inTransaction((trx) => grantClientAccess(trx, unique('Away'), member.username, source)),
    ).rejects.toMatchObject({ status: 409, code: 'has_other_client' });
  });

  it('removes only a member of the client named, exactly as spelled', async () => {
    const name = unique('Exact');
    const member = await createCustomer(t.db.knex, name);
    await expect(
      inTransaction((trx) => removeClientAccess(trx, name.toLowerCase(), member.id, source)),
    ).rejects.toMatchObject({ status: 404 });
    await inTransaction((trx) => removeClientAccess(trx, name, member.id, source));
    expect((await User.query(t.db.knex).findById(member.id))?.scopedClient).toBeNull();
  });
});
