import type { AuditAction } from '../../../sync/contract/audit';

/** How the audit screen names each action: what happened, in words. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.sign_out': 'Signed out',
  'email.verification_sent': 'Verification e-mail sent',
  'email.verified': 'E-mail verified',
  'interview.invitation_sent': 'Interview invitation sent',
  'interview.opened_by_link': 'Interview opened by link',
  'interview.closed': 'Interview closed',
  'interview.declined': 'Interview declined by the expert',
  'interview.reopened': 'Interview reopened by the expert',
  'token.created': 'API token created',
  'token.revoked': 'API token revoked',
  'client_access.requested': 'Client access requested',
  'client_access.granted': 'Client access granted',
  'client_access.removed': 'Client access removed',
  'client_access.declined': 'Client access declined',
  'transcript.exported': 'Transcript exported',
  'report.exported': 'Report exported',
  'user.created': 'User created',
};

/** A stored action the closed list no longer names still shows, as itself. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
}
