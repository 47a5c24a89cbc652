import type { Knex } from 'knex';

/**
 * Verified e-mail addresses and the mail Parley sends.
 *
 * - `users.email_verified_at`: set once the owner of the address opened a link sent to it.
 *   Interviews are matched to expert accounts only through a verified address.
 * - `email_verifications`: single-use links, stored as SHA-256 hashes (a leaked table
 *   opens nothing), each for one user and the address it proves.
 * - `mail_outbox`: every message as rendered, with its delivery state, so the admin can
 *   read what was sent (or, with no SMTP server configured, what would have been).
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true });
  });
  // Until now an interview was bound to any expert account holding its e-mail, proven
  // or not; no binding made that way can be trusted, so each is remade on verification.
  await knex('interviews').whereNotNull('expert_user_id').update({ expert_user_id: null });

  await knex.schema.createTable('email_verifications', (t) => {
    t.text('id').primary();
    t.text('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('email').notNullable();
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    /** A newer link for the same user replaced this one. */
    t.timestamp('superseded_at', { useTz: true });
    t.index(['user_id', 'created_at']);
    // The per-address hourly cap on links (emailVerificationSender).
    t.index(['email', 'created_at']);
  });

  await knex.schema.createTable('mail_outbox', (t) => {
    t.text('id').primary();
    t.text('kind').notNullable();
    t.text('recipient').notNullable();
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').notNullable();
    t.text('status').notNullable().defaultTo('queued');
    t.text('error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('delivered_at', { useTz: true });
    t.check("status in ('queued', 'sent', 'failed', 'outbox_only')", [], 'mail_outbox_status');
    t.index(['created_at', 'id']);
    t.index(['status']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('mail_outbox');
  await knex.schema.dropTable('email_verifications');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified_at');
  });
}
