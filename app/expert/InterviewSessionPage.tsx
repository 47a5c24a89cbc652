import { useEffect } from 'react';
import { useParams } from 'react-router';
import { FocusedPage } from '../auth/FocusedPage';
import { startSync } from '../offline/syncRuntime';
import { holdUpdates } from '../pwa/updateGate';
import { Link } from '../ui/Link';
import { SessionFlow } from './session/SessionFlow';
import { SessionLayout } from './session/SessionLayout';
import * as styles from './session/session.css';
import { useInterviewSession } from './session/useInterviewSession';

/** `/expert/:interviewId`: the expert's voice interview, usable offline once opened. */
export function InterviewSessionPage() {
  const { interviewId = '' } = useParams();
  const load = useInterviewSession(interviewId);

  useEffect(() => {
    startSync();
    // A new app version never replaces the page in the middle of an interview.
    return holdUpdates('interview open');
  }, []);

  if (load.status === 'loading') {
    return (
      <SessionLayout interviewId={interviewId} client={null}>
        <p className={styles.muted} role="status">
          Loading interview...
        </p>
      </SessionLayout>
    );
  }
  if (load.status === 'not-found') {
    return (
      <FocusedPage
        title="Interview not found"
        lead="This interview link is not valid. Check the link you were sent, or contact the person who invited you."
      >
        <Link href="/">Go to the home page</Link>
      </FocusedPage>
    );
  }
  if (load.status === 'unreachable') {
    return (
      <FocusedPage
        title="Can't open the interview"
        lead="This interview has not been opened on this device yet, and the server cannot be reached. Connect to the internet and try again; after that, it works offline."
      >
        <p className={styles.muted}>{load.message}</p>
      </FocusedPage>
    );
  }
  return (
    <SessionLayout interviewId={interviewId} client={load.view.interview.client}>
      <SessionFlow session={load.session} view={load.view} />
    </SessionLayout>
  );
}
