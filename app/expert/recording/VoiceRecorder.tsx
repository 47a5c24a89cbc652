import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { TranscriptionAvailability } from '../../../sync/contract/system';
import { deviceDb } from '../../offline/deviceStore';
import { DraftRecordingStore, type SavedRecording } from '../../offline/draftRecordings';
import { useStorageWarning } from '../../offline/storageHealth';
import { phoneOnlyWrapper } from '../../ui/responsive.css';
import { TextArea } from '../../ui/TextArea';
import { showToast } from '../../ui/toast/toastQueue';
import { LiveDraftPanel } from './LiveDraftPanel';
import { RecorderControls, type RecorderPhase } from './RecorderControls';
import { RecorderMainButton } from './RecorderMainButton';
import { type RecorderNote, RecorderNotices } from './RecorderNotices';
import { DRAFT_TRANSCRIPT_NOTE, RECORDER_ERRORS, RECORDING_STARTED } from './recorderMessages';
import { useLiveDraft } from './useLiveDraft';
import { useRecorder } from './useRecorder';
import { useRecoveredRecording } from './useRecoveredRecording';
import { useTranscription } from './useTranscription';
import * as styles from './VoiceRecorder.css';

export type { SavedRecording } from '../../offline/draftRecordings';

export interface VoiceRecorderProps {
  interviewId: string;
  questionId: string;
  /** Where recordings live until they are queued: the device database unless a test says otherwise. */
  drafts?: DraftRecordingStore;
  text: string;
  onTextChange(text: string): void;
  /** The stopped recording kept on the device for this question (also a recovered one), or null. */
  onRecordingChange(recording: SavedRecording | null): void;
  /** True while recording or transcribing: an answer submitted then would miss its audio or text. */
  onBusyChange?(busy: boolean): void;
  /** Whether the browser believes it is online; offline skips the /transcribe call. */
  online: boolean;
  /**
   * What the server said about speech to text (the session state). Without an engine
   * the recorder says so from the start and sends nothing to transcribe.
   */
  transcription?: TranscriptionAvailability;
  disabled?: boolean;
  /**
   * The screen's action bar, rendered after the answer box: on a phone it holds the
   * recorder's button whenever that is the thing to press next (see RecorderActions).
   */
  renderActions?(actions: RecorderActions): ReactNode;
}

export interface RecorderActions {
  phase: RecorderPhase;
  /**
   * The recorder's button for the phone's action bar (wide screens never show it), or
   * null when it stays in the recorder: the bar then holds Skip and Submit.
   */
  barButton: ReactNode;
}

/**
 * On a phone the next thing to press sits in the action bar, in thumb reach: Start
 * before anything is answered, Stop while recording. Once there is something to submit
 * (a recording, typed text), Submit takes its place and the recorder keeps its button.
 */
export function recorderButtonInBar(phase: RecorderPhase, text: string): boolean {
  return phase === 'recording' || (phase === 'idle' && text.trim() === '');
}

const deviceDrafts = new DraftRecordingStore(deviceDb);

/**
 * The expert's answer: record it (kept on the device chunk by chunk, with a live draft
 * while online), get it transcribed into the editable text, or type it. Each question
 * gets a fresh recorder.
 */
export function VoiceRecorder(props: VoiceRecorderProps) {
  return <QuestionRecorder key={`${props.interviewId}\n${props.questionId}`} {...props} />;
}

function QuestionRecorder({
  interviewId,
  questionId,
  drafts = deviceDrafts,
  text,
  onTextChange,
  onRecordingChange,
  onBusyChange,
  online,
  transcription: availability,
  disabled = false,
  renderActions,
}: VoiceRecorderProps) {
  const noEngine = availability?.available === false;
  // With no engine that note stays: it is what happens to every recording here.
  const firstNote: RecorderNote | null = noEngine ? 'noEngine' : null;
  const [saved, setSaved] = useState<SavedRecording | null>(null);
  const [note, setNote] = useState<RecorderNote | null>(firstNote);
  const storageWarning = useStorageWarning();
  const controlsRef = useRef<HTMLDivElement>(null);
  const barButtonRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const hasStarted = useRef(false);
  // Read at the moment they are needed, so a parent re-render never races them.
  const latest = useRef({ online, onTextChange, onRecordingChange });
  useEffect(() => {
    latest.current = { online, onTextChange, onRecordingChange };
  });
  const isOnline = useCallback(() => latest.current.online, []);

  const keep = useCallback((recording: SavedRecording | null) => {
    setSaved(recording);
    latest.current.onRecordingChange(recording);
  }, []);

  const liveDraft = useLiveDraft({ interviewId, questionId, isOnline, isWanted: () => !noEngine });
  const transcription = useTranscription({
    interviewId,
    drafts,
    isOnline,
    hasEngine: () => !noEngine,
    onText: (transcript) => {
      liveDraft.discard();
      latest.current.onTextChange(transcript);
    },
    onUntranscribed: setNote,
  });

  const recorder = useRecorder({
    interviewId,
    questionId,
    drafts,
    onChunkStored: liveDraft.onChunkStored,
    onRecorded: (recording) => {
      liveDraft.finish();
      keep(recording);
      void transcription.transcribe(recording);
    },
  });

  useRecoveredRecording({
    drafts,
    interviewId,
    questionId,
    hasStarted: useCallback(() => hasStarted.current, []),
    onRecovered: useCallback(
      (recording: SavedRecording) => {
        keep(recording);
        setNote('recovered');
      },
      [keep],
    ),
  });

  const phase: RecorderPhase =
    recorder.status === 'recording' || recorder.status === 'stopping'
      ? 'recording'
      : saved
        ? 'stopped'
        : 'idle';
  const busy =
    recorder.status === 'starting' || phase === 'recording' || transcription.transcribing;

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  // The pressed button gives way to the next one; keep keyboard focus on the controls,
  // on whichever copy of them this layout shows (the phone's bar holds one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the button to focus renders with the new phase.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    const buttons = [barButtonRef.current, controlsRef.current].flatMap((container) => [
      ...(container?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? []),
    ]);
    buttons.find((button) => button.getClientRects().length > 0)?.focus();
  }, [phase]);

  useEffect(() => {
    if (recorder.error) {
      const message = RECORDER_ERRORS[recorder.error];
      showToast({ ...message, variant: 'destructive' });
    }
  }, [recorder.error]);

  const start = async () => {
    hasStarted.current = true;
    moveFocus.current = true;
    setNote(firstNote);
    if (await recorder.start()) showToast(RECORDING_STARTED);
  };

  const stop = () => {
    moveFocus.current = true;
    void recorder.stop();
  };

  const recordAgain = () => {
    transcription.cancel();
    liveDraft.discard();
    moveFocus.current = true;
    latest.current.onTextChange('');
    keep(null);
    setNote(firstNote);
    recorder.reset();
    drafts
      .discardDraftsForQuestion(interviewId, questionId)
      .catch((error: unknown) =>
        console.warn('[recorder] could not discard the recording:', error),
      );
  };

  const mainButtonInBar = renderActions !== undefined && recorderButtonInBar(phase, text);
  const mainButtonProps = {
    phase,
    recorder,
    disabled,
    onStart: start,
    onStop: stop,
    onRecordAgain: recordAgain,
  };

  return (
    <>
      <div className={styles.recorder}>
        <RecorderControls
          {...mainButtonProps}
          saved={saved}
          mainButtonInBar={mainButtonInBar}
          controlsRef={controlsRef}
        />
        <RecorderNotices
          error={recorder.error}
          transcribing={transcription.transcribing}
          note={note}
          storageWarning={storageWarning}
        />
        {(phase === 'recording' || transcription.transcribing) && (
          <LiveDraftPanel draft={liveDraft.draft} />
        )}
        <TextArea
          label="Your answer"
          placeholder="Record your answer or type it here…"
          rows={6}
          value={text}
          onChange={onTextChange}
          isReadOnly={disabled || busy}
          description={transcription.isDraft ? DRAFT_TRANSCRIPT_NOTE : undefined}
        />
      </div>
      {renderActions?.({
        phase,
        barButton: mainButtonInBar ? (
          <div ref={barButtonRef} className={phoneOnlyWrapper}>
            <RecorderMainButton {...mainButtonProps} size="md" />
          </div>
        ) : null,
      })}
    </>
  );
}
