import { useEffect, useState } from 'react';
import type { SessionQuestion, TranscriptionAvailability } from '../../../sync/contract';
import { questionKindOf } from '../../../sync/contract/questionKind';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ProgressBar } from '../../ui/ProgressBar';
import { type SavedRecording, VoiceRecorder } from '../recording/VoiceRecorder';
import { AnswerActions } from './AnswerActions';
import { PreviousQuestions } from './PreviousQuestions';
import { QuestionKindBadge } from './QuestionKindBadge';
import * as layout from './QuestionScreen.css';
import * as styles from './session.css';
import { minutesRemaining, type SessionView } from './sessionView';

export interface AnswerDraft {
  text: string;
  recording: SavedRecording | null;
}

/** One question: the recorder, the answer text and the three ways on. */
export function QuestionScreen({
  view,
  question,
  text,
  onTextChange,
  online,
  transcription,
  busy,
  onSubmit,
  onSkip,
  onFinishEarly,
  onStartedChange,
}: {
  view: SessionView;
  question: SessionQuestion;
  /** The answer typed so far: kept by the session, so it outlives this screen. */
  text: string;
  onTextChange(text: string): void;
  online: boolean;
  /** Whether the server turns recordings into text (the session state). */
  transcription?: TranscriptionAvailability;
  /** 'submit' or 'skip' while that action is being saved. */
  busy: 'submit' | 'skip' | null;
  onSubmit(answer: AnswerDraft): void;
  onSkip(): void;
  onFinishEarly(): void;
  /** Whether the expert has begun answering: text typed, a recording made or under way. */
  onStartedChange?(started: boolean): void;
}) {
  const [recording, setRecording] = useState<SavedRecording | null>(null);
  // Recording or transcribing: submitting now would miss the audio or the transcript.
  const [recorderBusy, setRecorderBusy] = useState(false);
  const minutes = useMinutesRemaining(view);
  const { progress } = view;
  // With a recording kept on the device the text may stay empty: the server transcribes it.
  const canSubmit =
    (text.trim().length > 0 || recording !== null) && busy === null && !recorderBusy;
  const started = text.trim().length > 0 || recording !== null || recorderBusy;
  useEffect(() => onStartedChange?.(started), [started, onStartedChange]);
  useEffect(() => () => onStartedChange?.(false), [onStartedChange]);

  return (
    <div className={layout.screen}>
      <div className={styles.stack}>
        <ProgressBar
          label={`Question ${Math.min(progress.answered + 1, progress.total)} of ${progress.total}`}
          value={progress.percentage}
          valueLabel={`${progress.percentage}%`}
        />
        <div className={styles.progressRow}>
          <span>{progress.answered} answered</span>
          <span>
            Estimated time remaining: {minutes} minute{minutes === 1 ? '' : 's'}
          </span>
        </div>
      </div>
      <Card as="section" padding="lg" aria-labelledby="question-text">
        <div className={styles.questionCard}>
          <div className={styles.questionMeta}>
            <span>Question</span>
            <QuestionKindBadge kind={questionKindOf(question)} />
          </div>
          <h1 id="question-text" className={styles.questionText}>
            {question.questionText}
          </h1>
          <VoiceRecorder
            key={question.id}
            interviewId={view.interview.id}
            questionId={question.id}
            text={text}
            onTextChange={onTextChange}
            onRecordingChange={setRecording}
            onBusyChange={setRecorderBusy}
            online={online}
            transcription={transcription}
            disabled={busy !== null}
            renderActions={(recorder) => (
              <AnswerActions
                recorder={recorder}
                busy={busy}
                canSubmit={canSubmit}
                onSkip={onSkip}
                onSubmit={() => onSubmit({ text, recording })}
              />
            )}
          />
        </div>
      </Card>
      <div className={layout.finishRow}>
        <Button variant="ghost" onPress={onFinishEarly} isDisabled={busy !== null}>
          Finish Interview Early
        </Button>
      </div>
      <PreviousQuestions entries={view.previous} />
    </div>
  );
}

/** Re-evaluated every 15 s, so the estimate ticks down while the expert talks. */
function useMinutesRemaining(view: SessionView): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return minutesRemaining(view.interview, now);
}
