import type { Knex } from 'knex';

/**
 * The client dashboard as last computed, unfiltered, with the `dashboard_versions.version`
 * it was computed at (api/commands/dashboardSnapshots.ts). Kept in the database rather than
 * only in a process's memory, so the `dashboard-refresh` job, in whichever worker it runs,
 * computes it for every API process: the first read after answers arrive then finds it
 * fresh instead of waiting a second or more at 50,000 answers. A row whose version is behind
 * the client's, or computed another way (older code, another AI engine), is never served,
 * only refreshed.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('dashboard_snapshots', (t) => {
    t.text('client').primary();
    t.bigInteger('version').notNullable();
    /** How it was computed (figures, answer analysis, AI engine): another way is not served. */
    t.text('method').notNullable();
    /**
     * The figures as computed, JSON text (DashboardFigures since figures version 3: what the
     * API sends, plus each topic's company names for the client report).
     */
    t.text('body').notNullable();
    t.timestamp('computed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTableIfExists('dashboard_snapshots');
}
