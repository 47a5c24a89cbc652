import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('projects', (t) => {
    t.text('id').primary();
    t.text('name').notNullable();
    t.text('description');
    t.text('client').notNullable().index();
    t.text('project_goal');
    t.text('expert_profile');
    t.text('number_of_experts');
    t.text('timeline');
    t.integer('interview_duration_minutes').notNullable().defaultTo(30);
    t.jsonb('base_questions').notNullable();
    // How many AI follow-ups one base question may get; the interview issue reads it.
    t.integer('max_followups_per_question').notNullable().defaultTo(1);
    t.text('created_by_user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
  });

  await knex.schema.createTable('interviews', (t) => {
    t.text('id').primary();
    t.text('project_id').notNullable().references('projects.id').onDelete('CASCADE').index();
    t.text('expert_name').notNullable();
    t.text('expert_email').notNullable();
    t.text('company').notNullable();
    t.text('client').notNullable().index();
    t.text('status').notNullable().defaultTo('pending').index();
    t.integer('total_questions').notNullable().defaultTo(10);
    t.integer('answered_questions').notNullable().defaultTo(0);
    t.integer('interview_duration_minutes').notNullable().defaultTo(30);
    t.integer('compensation').notNullable().defaultTo(150);
    t.text('expert_user_id').references('users.id').onDelete('SET NULL').index();
    t.timestamp('started_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
    t.timestamp('completed_at', { useTz: true });
  });
  await knex.raw('create index interviews_expert_email_lower on interviews (lower(expert_email))');

  await knex.schema.createTable('questions', (t) => {
    t.text('id').primary();
    t.text('interview_id').notNullable().references('interviews.id').onDelete('CASCADE');
    t.text('question_text').notNullable();
    t.text('question_type').notNullable().defaultTo('base');
    t.text('parent_question_id').references('questions.id').onDelete('CASCADE');
    t.integer('order_index').notNullable();
    t.boolean('is_answered').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['interview_id', 'order_index']);
    t.check("question_type in ('base', 'followup')", [], 'questions_type_check');
  });

  await knex.schema.createTable('answers', (t) => {
    t.text('id').primary();
    // One answer per question, forever: this is what makes offline replays harmless.
    t.text('question_id').notNullable().unique().references('questions.id').onDelete('CASCADE');
    t.text('interview_id').notNullable().references('interviews.id').onDelete('CASCADE').index();
    t.text('answer_text').notNullable();
    // What the transcription provider heard, kept beside typed text when the expert edited it.
    t.text('transcript');
    t.text('audio_path');
    t.text('audio_mime_type');
    t.integer('audio_bytes');
    t.integer('audio_duration_ms');
    t.text('transcription_status').notNullable().defaultTo('none');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(
      "transcription_status in ('none', 'pending', 'done', 'failed')",
      [],
      'answers_transcription_status_check',
    );
  });
  await knex.raw(
    "create index answers_fulltext on answers using gin (to_tsvector('english', answer_text))",
  );

  await knex.schema.createTable('insights', (t) => {
    t.text('id').primary();
    t.text('client').notNullable().index();
    t.text('project_id').references('projects.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('content').notNullable();
    t.text('category').notNullable();
    t.jsonb('interview_ids').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Every AI generation is stored with the inputs that produced it, so a dashboard
  // shows the same result on reload and a regeneration is an explicit act.
  await knex.schema.createTable('analyses', (t) => {
    t.text('id').primary();
    t.text('client').notNullable();
    t.text('kind').notNullable();
    t.jsonb('request').notNullable();
    t.jsonb('result').notNullable();
    t.text('created_by_user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['client', 'kind', 'created_at']);
  });
}

export async function down(knex: Knex) {
  for (const table of ['analyses', 'insights', 'answers', 'questions', 'interviews', 'projects']) {
    await knex.schema.dropTable(table);
  }
}
