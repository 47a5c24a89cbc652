import type { FailedJob, JobKind } from '../../../sync/contract/jobs';

/** Each kind of background work in words (JOB_KINDS); a new kind fails the type check here. */
export const JOB_KIND_LABELS: Record<JobKind, string> = {
  transcribe: 'Transcription',
  followup: 'Follow-up question',
  embed: 'Search indexing',
  mail: 'E-mail delivery',
  analysis: 'Custom analysis',
  'dashboard-refresh': 'Dashboard refresh',
};

/**
 * What the job was working on, from the one subject its payload names. A sweep (indexing,
 * dashboard refresh) names none: it covers whatever was due.
 */
export function jobSubject(job: FailedJob): string {
  if (job.additionId) return `Answer addition ${job.additionId}`;
  if (job.answerId) return `Answer ${job.answerId}`;
  if (job.mailId) return `E-mail message ${job.mailId}`;
  if (job.analysisId) return `Analysis ${job.analysisId}`;
  return 'Everything due at the time (a sweep)';
}

/** Whether the job's subject belongs to an interview, found or not. */
export function concernsInterview(job: FailedJob): boolean {
  return job.interviewId !== null || job.answerId !== null || job.additionId !== null;
}
