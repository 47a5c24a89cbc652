import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Project } from '../models';
import { createAdmin, createProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { breakAuditWritesFor, insertAuditEvent } from './auditTestEvents';
import { recordAudit } from './recordAudit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async () =>
  Number((await t.db.knex('audit_events').count({ n: '*' }).first())?.n ?? 0);

describe('audit_events is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, even from the application connection', async () => {
    const id = await insertAuditEvent(t.db.knex, { actorUsername: 'alice' });
    const before = await count();
    await expect(
      t.db.knex('audit_events').where({ id }).update({ actor_username: 'mallory' }),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.knex('audit_events').where({ id }).delete()).rejects.toThrow(/append-only/);
    await expect(t.db.knex.raw('truncate audit_events')).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
    const row = await t.db.knex('audit_events').where({ id }).first();
    expect(row.actor_username).toBe('alice');
  });
});

describe('recordAudit', () => {
  it('writes in the transaction it is given: a failed write rolls the action back', async () => {
    const admin = await createAdmin(t.db.knex);
    const restore = await breakAuditWritesFor(t.db.knex, 'user.created');
    try {
      const before = await count();
      await expect(
        t.db.knex.transaction(async (trx) => {
          await createProject(trx, { name: 'Never committed' });
          await recordAudit(trx, {
            action: 'user.created',
            actor: admin,
            ip: '127.0.0.1',
            details: {},
          });
        }),
      ).rejects.toThrow(/refuses user\.created/);
      expect(await Project.query(t.db.knex).where({ name: 'Never committed' })).toEqual([]);
      expect(await count()).toBe(before);
    } finally {
      await restore();
    }
  });

  it('keeps who acted by id and name, and the details as JSON', async () => {
    const admin = await createAdmin(t.db.knex);
    await recordAudit(t.db.knex, {
      action: 'token.created',
      actor: admin,
      ip: '203.0.113.9',
      subjectType: 'token',
      subjectId: 'tok_1',
      details: { name: 'CI' },
    });
    const row = await t.db.knex('audit_events').where({ subject_id: 'tok_1' }).first();
    expect(row).toMatchObject({
      action: 'token.created',
      actor_user_id: admin.id,
      actor_username: admin.username,
      ip: '203.0.113.9',
      details: { name: 'CI' },
    });
  });
});
