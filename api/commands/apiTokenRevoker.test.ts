import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiToken } from '../models';
import { createCustomer, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { apiTokenCreator } from './apiTokenCreator';
import { apiTokenRevoker } from './apiTokenRevoker';

/** A token belongs to one account: the revoker enforces it where the rule is written. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const source = { actor: null, ip: '198.51.100.7' };
const inTransaction = <T>(work: (trx: Knex.Transaction) => Promise<T>) =>
  t.db.knex.transaction(work);

describe('apiTokenRevoker', () => {
  it("revokes the caller's own token and audits it under their client", async () => {
    const owner = await createCustomer(t.db.knex, 'Revoker Capital');
    const { token } = await inTransaction((trx) => apiTokenCreator(trx, owner, 'CI', source));
    await inTransaction((trx) => apiTokenRevoker(trx, owner, token.id, source));
    expect((await ApiToken.query(t.db.knex).findById(token.id))?.revokedAt).toBeInstanceOf(Date);
    const event = await t.db
      .knex('audit_events')
      .where({ subject_id: token.id, action: 'token.revoked' })
      .first();
    expect(event).toMatchObject({ client: 'Revoker Capital', ip: '198.51.100.7' });
  });

  it("answers 404 for another account's token, even an admin's try, and leaves it live", async () => {
    const owner = await createUser(t.db.knex, { role: 'expert', email: 'owner@tokens.test' });
    const { token } = await inTransaction((trx) => apiTokenCreator(trx, owner, 'Mine', source));
    for (const other of [
      await createCustomer(t.db.knex, 'Other Capital'),
      await createUser(t.db.knex, { role: 'admin' }),
    ]) {
      await expect(
        inTransaction((trx) => apiTokenRevoker(trx, other, token.id, source)),
      ).rejects.toMatchObject({ status: 404, message: 'API token not found' });
    }
    expect((await ApiToken.query(t.db.knex).findById(token.id))?.revokedAt).toBeNull();
  });

  it('answers the same 404 for an unknown id and for a token revoked already', async () => {
    const owner = await createUser(t.db.knex, { role: 'customer' });
    const { token } = await inTransaction((trx) => apiTokenCreator(trx, owner, 'Once', source));
    await inTransaction((trx) => apiTokenRevoker(trx, owner, token.id, source));
    for (const id of [token.id, 'tok_unknown']) {
      await expect(
        inTransaction((trx) => apiTokenRevoker(trx, owner, id, source)),
      ).rejects.toMatchObject({ status: 404 });
    }
  });
});
