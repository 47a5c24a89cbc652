import type { Knex } from 'knex';

/**
 * The outbox is read a page at a time, newest first (`GET /api/mail-outbox`): every
 * invitation and verification link stays in it, so without this each page sorted them all.
 */
export async function up(knex: Knex) {
  await knex.raw('create index mail_outbox_newest_first on mail_outbox (created_at desc, id desc)');
}

export async function down(knex: Knex) {
  await knex.raw('drop index mail_outbox_newest_first');
}
