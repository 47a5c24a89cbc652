import type { Knex } from 'knex';
import { DEFAULT_INTERVIEW_OPEN_DAYS } from '../../../sync/contract/interviewLifecycle';

/**
 * How an interview ended, and until when its link works (sync/contract/interviewLifecycle.ts):
 * finished early (reopenable), closed by an admin, declined by the expert, and a
 * deadline per interview. Also the expert's own role, shown with their answers.
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('interviews', (t) => {
    t.timestamp('finished_early_at', { useTz: true }).nullable();
    t.timestamp('closed_at', { useTz: true }).nullable();
    t.text('closed_by').nullable();
    t.timestamp('declined_at', { useTz: true }).nullable();
    t.timestamp('deadline_at', { useTz: true }).nullable();
    t.text('expert_title').nullable();
  });
  // Interviews that exist already keep the default window, counted from their creation.
  await knex('interviews').update({
    deadline_at: knex.raw(`created_at + interval '${DEFAULT_INTERVIEW_OPEN_DAYS} days'`),
  });
  // The creator sets it; the default covers rows written without one (seeds, imports).
  await knex.schema.alterTable('interviews', (t) => {
    t.timestamp('deadline_at', { useTz: true })
      .notNullable()
      .defaultTo(knex.raw(`now() + interval '${DEFAULT_INTERVIEW_OPEN_DAYS} days'`))
      .alter();
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('interviews', (t) => {
    t.dropColumns(
      'finished_early_at',
      'closed_at',
      'closed_by',
      'declined_at',
      'deadline_at',
      'expert_title',
    );
  });
}
