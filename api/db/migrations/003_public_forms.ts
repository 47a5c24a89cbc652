import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('project_inquiries', (t) => {
    t.text('id').primary();
    t.text('company_name').notNullable();
    t.text('company_size').notNullable();
    t.text('contact_email').notNullable();
    t.text('status').notNullable().defaultTo('new');
    // The demo form's extra fields; a plain "Start Your Project" inquiry leaves them empty.
    t.text('project_goal');
    t.text('expert_profile');
    t.text('number_of_experts');
    t.text('timeline');
    t.text('first_name');
    t.text('last_name');
    t.text('job_title');
    t.text('country');
    t.text('how_did_you_hear');
    t.text('user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
  });

  await knex.schema.createTable('expert_signups', (t) => {
    t.text('id').primary();
    t.text('full_name').notNullable();
    t.text('current_role').notNullable();
    t.text('company').notNullable();
    t.text('area_of_expertise').notNullable();
    t.text('email');
    t.text('status').notNullable().defaultTo('new');
    t.text('user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
  });

  await knex.schema.createTable('job_applications', (t) => {
    t.text('id').primary();
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('position').notNullable();
    t.text('resume_url');
    t.text('resume_original_name');
    t.text('resume_mime_type');
    t.integer('resume_bytes');
    t.text('additional_info');
    t.text('status').notNullable().defaultTo('new');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('job_applications');
  await knex.schema.dropTable('expert_signups');
  await knex.schema.dropTable('project_inquiries');
}
