import { useEffect, useRef } from 'react';
import type { CreateInterviewResponse } from '../../sync/contract/email';
import { Button } from '../ui/Button';
import { CopyButton } from '../ui/CopyButton';
import { DialogFooter } from '../ui/Dialog';
import { Icon } from '../ui/Icon';
import { NavButton } from '../ui/NavButton';
import { TextField } from '../ui/TextField';
import { expertInterviewPath, interviewLink } from './adminLinks';
import { LINK_COPIED_TOAST } from './InterviewActions';
import * as styles from './InterviewCreated.css';
import { InvitationNotice } from './outbox/InvitationNotice';

/**
 * The interview dialog after a create (spec section 2): the shareable link to send to
 * the expert, with a copy button. Focus moves here, since the form it replaced is gone.
 */
export function InterviewCreated({
  interview,
  onCreateAnother,
  onDone,
}: {
  interview: CreateInterviewResponse;
  onCreateAnother: () => void;
  onDone: () => void;
}) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  const link = interviewLink(interview.id);
  return (
    <>
      <div ref={region} tabIndex={-1} role="status" className={styles.result}>
        <p className={styles.heading}>
          <Icon name="check" />
          Interview link generated
        </p>
        <p className={styles.summary}>
          Send this link to {interview.expertName} ({interview.expertEmail}). It opens the{' '}
          {interview.interviewDurationMinutes}-minute interview for{' '}
          {interview.projectName ?? 'the project'}; no account is needed.
        </p>
        <InvitationNotice invitation={interview.invitation} className={styles.summary} />
      </div>
      <div className={styles.linkRow}>
        <TextField
          label="Interview link"
          value={link}
          isReadOnly
          className={styles.linkField}
          onFocus={(event) => (event.target as HTMLInputElement).select()}
        />
        <CopyButton value={link} copiedToast={LINK_COPIED_TOAST} className={styles.copy}>
          Copy Link
        </CopyButton>
      </div>
      <DialogFooter>
        <NavButton to={expertInterviewPath(interview.id)} variant="ghost">
          Test Interview
        </NavButton>
        <Button variant="secondary" onPress={onCreateAnother}>
          Create Another
        </Button>
        <Button onPress={onDone}>Done</Button>
      </DialogFooter>
    </>
  );
}
