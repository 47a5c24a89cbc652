import type { Knex } from 'knex';
import * as accounts from './001_accounts';
import * as research from './002_research';
import * as publicForms from './003_public_forms';
import * as idempotency from './004_idempotency';
import * as followups from './005_followups';
import * as answerEmbeddings from './006_answer_embeddings';
import * as auditEvents from './007_audit_events';
import * as emailVerification from './008_email_verification';
import * as clientAccess from './009_client_access';
import * as apiTokens from './010_api_tokens';
import * as loginThrottle from './011_login_throttle';
import * as interviewReopen from './012_interview_reopen';
import * as transcriptConfidence from './013_transcript_confidence';
import * as answerSearchDocument from './014_answer_search_document';
import * as answerAdditions from './015_answer_additions';
import * as answerFeatures from './016_answer_features';
import * as analysisProgress from './017_analysis_progress';
import * as dashboardSnapshots from './018_dashboard_snapshots';
import * as answerQualityFeatures from './019_answer_quality_features';
import * as deferredDashboardVersions from './020_deferred_dashboard_versions';
import * as answerTermsIndex from './021_answer_terms_index';
import * as answersAwaitingAnalysis from './022_answers_awaiting_analysis';
import * as dashboardVersionsOncePerInterview from './023_dashboard_versions_once_per_interview';
import * as mailOutboxOrder from './024_mail_outbox_order';
import * as interviewSearchTrigrams from './025_interview_search_trigrams';
import * as submittedAnswersSkipAnalysisWait from './026_submitted_answers_skip_analysis_wait';

type Migration = Knex.Migration;

// Listed explicitly rather than read from disk, so the same migrations run from
// tsx, vitest and a bundled build without a loader that understands TypeScript.
const migrations: Record<string, Migration> = {
  '001_accounts': accounts,
  '002_research': research,
  '003_public_forms': publicForms,
  '004_idempotency': idempotency,
  '005_followups': followups,
  '006_answer_embeddings': answerEmbeddings,
  '007_audit_events': auditEvents,
  '008_email_verification': emailVerification,
  '009_client_access': clientAccess,
  '010_api_tokens': apiTokens,
  '011_login_throttle': loginThrottle,
  '012_interview_reopen': interviewReopen,
  '013_transcript_confidence': transcriptConfidence,
  '014_answer_search_document': answerSearchDocument,
  '015_answer_additions': answerAdditions,
  '016_answer_features': answerFeatures,
  '017_analysis_progress': analysisProgress,
  '018_dashboard_snapshots': dashboardSnapshots,
  '019_answer_quality_features': answerQualityFeatures,
  '020_deferred_dashboard_versions': deferredDashboardVersions,
  '021_answer_terms_index': answerTermsIndex,
  '022_answers_awaiting_analysis': answersAwaitingAnalysis,
  '023_dashboard_versions_once_per_interview': dashboardVersionsOncePerInterview,
  '024_mail_outbox_order': mailOutboxOrder,
  '025_interview_search_trigrams': interviewSearchTrigrams,
  '026_submitted_answers_skip_analysis_wait': submittedAnswersSkipAnalysisWait,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

export async function migrateToLatest(knex: Knex) {
  const [, applied] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}
