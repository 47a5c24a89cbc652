import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../auth/useCurrentUser';
import type { StoredSession } from '../../offline/db';
import { deviceDb } from '../../offline/deviceStore';
import { requestPersistentStorage, useStorageWarning } from '../../offline/storageHealth';
import { requestSync } from '../../offline/syncRuntime';
import { useOnline } from '../../offline/useOnline';
import { showToast } from '../../ui/toast/toastQueue';
import { answerSavedToast } from './answerWording';
import { CompletionScreen } from './CompletionScreen';
import { DeclinedScreen } from './DeclinedScreen';
import { DisclaimerDialog } from './DisclaimerDialog';
import { FinishEarlyDialog } from './FinishEarlyDialog';
import { LinkClosedScreen } from './LinkClosedScreen';
import { isLinkClosed, reopenWindow } from './linkWindow';
import { type AnswerDraft, QuestionScreen } from './QuestionScreen';
import * as styles from './session.css';
import { awaitsServer, chooseQuestion, followupComingNext, type SessionView } from './sessionView';
import { sessionStore } from './useInterviewSession';
import { useLinkActions } from './useLinkActions';
import { useRefreshWhenRefused } from './useRefreshWhenRefused';
import { useTypedAnswers } from './useTypedAnswers';
import { WaitingScreen } from './WaitingScreen';

/** The spec's pause on the completion screen before the dashboard. */
export const REDIRECT_AFTER_FINISH_MS = 1_500;

/**
 * How long 'One moment' may wait for the server's next question before the device
 * guesses it, as it does offline. An answer usually lands (follow-up decided) in well
 * under a second; recordings on a weak link can take far longer to upload.
 */
const SERVER_PATIENCE_MS = 8_000;

/**
 * Disclaimer, questions, waiting and completion for one interview. Every action is
 * written to the device first and the screen moves on at once; the outbox sends it.
 */
export function SessionFlow({ session, view }: { session: StoredSession; view: SessionView }) {
  const interviewId = session.interviewId;
  const online = useOnline();
  const navigate = useNavigate();
  // Someone who opened the e-mailed link without signing in has no dashboard to go to.
  const signedInExpert = useCurrentUser().data?.role === 'expert';
  const link = useLinkActions(interviewId);
  useRefreshWhenRefused(interviewId);
  const storageWarning = useStorageWarning();
  const [busy, setBusy] = useState<'submit' | 'skip' | null>(null);
  const [finishOpen, setFinishOpen] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [finishedHere, setFinishedHere] = useState(false);
  // The question the expert has begun answering: never pulled from under them.
  const [startedId, setStartedId] = useState<string | null>(null);
  const typedAnswers = useTypedAnswers();
  const { unsent, held } = useDeviceOperations(interviewId);

  const waitedTooLong = useElapsed(awaitsServer(view), SERVER_PATIENCE_MS);
  // Typed text counts at once, in the same render as the keystroke: the screen's report of
  // a start (onStartedChange) comes an effect later, and the screen may be gone by then.
  const startedOn = view.remaining.find((q) => q.id === startedId || typedAnswers.hasTyped(q.id));
  const [shownId, setShownId] = useState<string | null>(null);
  const choice = chooseQuestion(view, {
    startedQuestionId: startedOn?.id ?? null,
    shownQuestionId: shownId,
    waitedTooLong,
  });
  const question = choice?.kind === 'question' ? choice.question : null;
  const questionId = question?.id;
  useEffect(() => setShownId(questionId ?? null), [questionId]);
  const comingNext = question ? followupComingNext(view, question) : null;
  const onStartedChange = useCallback(
    (started: boolean) =>
      setStartedId((current) =>
        started ? (questionId ?? null) : current === questionId ? null : current,
      ),
    [questionId],
  );

  useEffect(() => {
    if (storageWarning) showToast({ title: 'Storage nearly full', description: storageWarning });
  }, [storageWarning]);

  // Answered everything and the server has no follow-up to add: complete the interview.
  useEffect(() => {
    if (view.phase !== 'ready-to-finish' || !session.disclaimerAcceptedAt) return;
    void sessionStore.finish(interviewId).then(() => {
      showFinishedToast();
      void requestSync();
    });
  }, [view.phase, session.disclaimerAcceptedAt, interviewId]);

  // Back to the dashboard once the finish made in this visit has reached the server.
  useEffect(() => {
    // Only for a signed-in expert: a link holder has no dashboard, and the route guard
    // would send them to the sign-in page instead of leaving them the thank-you screen.
    // Nor while an answer another device beat is held here: its choice shows on this page.
    if (view.phase !== 'completed' || !finishedHere || unsent + held > 0 || !signedInExpert) {
      return;
    }
    const timer = setTimeout(() => navigate('/expert-dashboard'), REDIRECT_AFTER_FINISH_MS);
    return () => clearTimeout(timer);
  }, [view.phase, finishedHere, unsent, held, navigate, signedInExpert]);
  useEffect(() => {
    if (view.phase === 'ready-to-finish') setFinishedHere(true);
  }, [view.phase]);

  if (view.interview.status === 'declined') {
    return (
      <DeclinedScreen
        interview={view.interview}
        onAccept={() => void link.run('reopen')}
        accepting={link.pending === 'reopen'}
        acceptError={link.error}
      />
    );
  }
  if (view.phase === 'completed') {
    return (
      <CompletionScreen
        waitingToSync={unsent > 0}
        interview={view.interview}
        progress={view.progress}
        signedIn={signedInExpert}
        onContinue={() => void link.run('reopen')}
        continuing={link.pending === 'reopen'}
        continueError={link.error}
      />
    );
  }
  if (view.interview.status === 'closed' || isLinkClosed(view.interview)) {
    return <LinkClosedScreen interview={view.interview} unsentAnswers={unsent} />;
  }

  if (!session.disclaimerAcceptedAt) {
    return (
      <DisclaimerDialog
        client={view.interview.client}
        onDecline={() => void link.run('decline')}
        declining={link.pending === 'decline'}
        declineError={link.error}
        onAccept={() => {
          void requestPersistentStorage();
          void sessionStore.acceptDisclaimer(interviewId);
        }}
      />
    );
  }

  const act = async (kind: 'submit' | 'skip', work: () => Promise<void>, success?: () => void) => {
    setBusy(kind);
    try {
      await work();
      success?.();
      void requestSync();
    } catch (error) {
      console.error('[session] could not save on this device:', error);
      showToast({
        title: 'Error',
        description: 'Failed to submit answer. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  const finishEarly = async () => {
    setFinishing(true);
    try {
      await sessionStore.finish(interviewId);
      setFinishedHere(true);
      setFinishOpen(false);
      showFinishedToast();
      void requestSync();
    } catch (error) {
      console.error('[session] could not save the finish on this device:', error);
      showToast({
        title: 'Error',
        description: 'Failed to finish interview. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setFinishing(false);
    }
  };

  return (
    <>
      {comingNext && (
        <p className={styles.muted} role="status">
          The interviewer has a follow-up question on an earlier answer. It comes right after this
          one.
        </p>
      )}
      {question ? (
        <QuestionScreen
          key={question.id}
          view={view}
          question={question}
          text={typedAnswers.typed(question.id)}
          onTextChange={(text) => typedAnswers.setTyped(question.id, text)}
          online={online}
          transcription={session.snapshot.transcription}
          busy={busy}
          onStartedChange={onStartedChange}
          onFinishEarly={() => setFinishOpen(true)}
          onSkip={() =>
            act(
              'skip',
              () => sessionStore.skip(interviewId, question),
              () => typedAnswers.forget(question.id),
            )
          }
          onSubmit={(answer: AnswerDraft) =>
            act(
              'submit',
              () =>
                sessionStore.submitAnswer({
                  interviewId,
                  question,
                  answerText: answer.text,
                  draftId: answer.recording?.draftId ?? null,
                }),
              () => {
                typedAnswers.forget(question.id);
                showToast(answerSavedToast(answer.recording ? 'recorded' : 'typed', online));
              },
            )
          }
        />
      ) : (
        <WaitingScreen
          online={online}
          unsentAnswers={unsent}
          onFinishEarly={() => setFinishOpen(true)}
        />
      )}
      <FinishEarlyDialog
        isOpen={finishOpen}
        isFinishing={finishing}
        onOpenChange={setFinishOpen}
        onFinish={() => void finishEarly()}
        reopenUntil={reopenWindow(view.interview)}
      />
    </>
  );
}

function showFinishedToast() {
  showToast({
    title: 'Interview Finished',
    description: 'Thank you for your participation. The interview has been completed.',
  });
}

/** True once `active` has held for `ms` without a break; false again as soon as it ends. */
function useElapsed(active: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    setElapsed(false);
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return elapsed;
}

/** Operations of this interview still waiting in the outbox (pending or rejected). */
/**
 * This interview's operations on the device: `unsent` still to go to the server, `held`
 * answers another device beat, kept for the expert to send as additions or discard
 * (SyncStatus asks), which no connection will send by itself.
 */
function useDeviceOperations(interviewId: string): { unsent: number; held: number } {
  return (
    useLiveQuery(async () => {
      const operations = await deviceDb.operations
        .filter((op) => op.interviewId === interviewId)
        .toArray();
      const held = operations.filter((op) => op.status === 'conflict').length;
      return { unsent: operations.length - held, held };
    }, [interviewId]) ?? { unsent: 0, held: 0 }
  );
}
