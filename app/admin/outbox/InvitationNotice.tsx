import type { CreateInterviewResponse } from '../../../sync/contract/email';
import { Link } from '../../ui/Link';

/** The interview dialog's word on the invitation mail: sent, or kept in the outbox. */
export function InvitationNotice({
  invitation,
  className,
}: {
  invitation: CreateInterviewResponse['invitation'] | undefined;
  className?: string;
}) {
  if (!invitation) return null;
  if (invitation.delivery === 'smtp') {
    return <p className={className}>Invitation e-mailed to {invitation.sentTo}, with this link.</p>;
  }
  return (
    <p className={className}>
      No mail server is configured, so the invitation to {invitation.sentTo} was queued in the{' '}
      <Link href="/admin/outbox">local outbox</Link>. Send the link yourself.
    </p>
  );
}
