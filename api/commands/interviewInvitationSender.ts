import type { Knex } from 'knex';
import type { CreateInterviewResponse } from '../../sync/contract';
import { recordAudit } from '../audit/recordAudit';
import type { MailContext } from '../mail/mailContext';
import { invitationMail } from '../mail/templates';
import type { Interview } from '../models';
import { projectNameOf } from './sessionInterviewFinder';

/**
 * Mails the expert their interview link and how to find it in their dashboard, in
 * the transaction that creates the interview (the message leaves after the commit).
 */
export async function sendInterviewInvitation(
  trx: Knex.Transaction,
  interview: Interview,
  mail: MailContext,
): Promise<CreateInterviewResponse['invitation']> {
  await mail.mailer.queue(trx, {
    kind: 'invitation',
    to: interview.expertEmail,
    ...invitationMail({
      expertName: interview.expertName,
      projectName: await projectNameOf(trx, interview),
      client: interview.client,
      interviewLink: `${mail.publicUrl}/expert/${encodeURIComponent(interview.id)}`,
      signUpLink: `${mail.publicUrl}/for-experts`,
      signInLink: `${mail.publicUrl}/auth`,
      email: interview.expertEmail,
      durationMinutes: interview.interviewDurationMinutes,
    }),
  });
  await recordAudit(trx, {
    ...mail.source,
    action: 'interview.invitation_sent',
    subjectType: 'interview',
    subjectId: interview.id,
    client: interview.client,
    details: { email: interview.expertEmail },
  });
  return {
    sentTo: interview.expertEmail,
    delivery: mail.mailer.deliversBySmtp ? 'smtp' : 'outbox',
  };
}
