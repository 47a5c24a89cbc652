import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceDb } from '../../offline/deviceStore';
import { DraftRecordingStore, type SavedRecording } from '../../offline/draftRecordings';
import { useStorageWarning } from '../../offline/storageHealth';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { TextArea } from '../../ui/TextArea';
import { showToast } from '../../ui/toast/toastQueue';
import { LevelMeter } from './LevelMeter';
import { MicIcon, StopIcon } from './RecorderIcons';
import {
  DRAFT_TRANSCRIPT_NOTE,
  formatDuration,
  LOW_AUDIO_QUALITY,
  RECORDER_ERRORS,
  RECORDING_STARTED,
  RECOVERED_NOTE,
  SAVED_ON_DEVICE_NOTE,
  TRANSCRIBING,
  TRANSCRIPTION_FAILED,
} from './recorderMessages';
import {
  isUnusableTranscript,
  LOCAL_TRANSCRIPTION_PROVIDER,
  transcribeRecording,
} from './transcribe';
import { useRecorder } from './useRecorder';
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
  disabled?: boolean;
}

type Note = 'recovered' | 'savedOnDevice';

const deviceDrafts = new DraftRecordingStore(deviceDb);

/**
 * The expert's answer: record it (kept on the device chunk by chunk), get it
 * transcribed into the editable text, or type it. Each question gets a fresh recorder.
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
  disabled = false,
}: VoiceRecorderProps) {
  const [saved, setSaved] = useState<SavedRecording | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [transcribing, setTranscribing] = useState(false);
  const [draftTranscript, setDraftTranscript] = useState(false);
  const storageWarning = useStorageWarning();
  const controlsRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const hasStarted = useRef(false);
  const transcription = useRef<AbortController | null>(null);
  // Callbacks read at the moment they are needed, so a parent re-render never races them.
  const latest = useRef({ online, onTextChange, onRecordingChange });
  useEffect(() => {
    latest.current = { online, onTextChange, onRecordingChange };
  });

  const keep = useCallback((recording: SavedRecording | null) => {
    setSaved(recording);
    latest.current.onRecordingChange(recording);
  }, []);

  const transcribe = useCallback(
    async (recording: SavedRecording) => {
      if (!latest.current.online) {
        setNote('savedOnDevice');
        return;
      }
      const controller = new AbortController();
      transcription.current = controller;
      setTranscribing(true);
      try {
        const audio = new Blob(await drafts.chunks(recording.draftId), {
          type: recording.mimeType,
        });
        const result = await transcribeRecording(interviewId, audio, controller.signal);
        if (controller.signal.aborted) return;
        if (isUnusableTranscript(result.text)) {
          showToast({ ...LOW_AUDIO_QUALITY, variant: 'destructive' });
          return;
        }
        latest.current.onTextChange(result.text);
        setDraftTranscript(result.provider === LOCAL_TRANSCRIPTION_PROVIDER);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('[recorder] transcription failed:', error);
        showToast({ ...TRANSCRIPTION_FAILED, variant: 'destructive' });
        setNote('savedOnDevice');
      } finally {
        if (transcription.current === controller) {
          transcription.current = null;
          setTranscribing(false);
        }
      }
    },
    [drafts, interviewId],
  );

  const recorder = useRecorder({
    interviewId,
    questionId,
    drafts,
    onRecorded: (recording) => {
      keep(recording);
      void transcribe(recording);
    },
  });

  // A recording from before a reload or a closed tab: offer it instead of losing it.
  useEffect(() => {
    let active = true;
    drafts
      .findForQuestion(interviewId, questionId)
      .then((found) => {
        if (!active || !found || hasStarted.current) return;
        const { interrupted: _, chunkCount: __, ...recording } = found;
        keep(recording);
        setNote('recovered');
      })
      .catch((error: unknown) =>
        console.warn('[recorder] could not look for a saved recording:', error),
      );
    return () => {
      active = false;
    };
  }, [drafts, interviewId, questionId, keep]);

  useEffect(() => () => transcription.current?.abort(), []);

  // 'starting' keeps the Start button (pending) so focus stays put while the browser asks.
  const phase =
    recorder.status === 'recording' || recorder.status === 'stopping'
      ? 'recording'
      : saved
        ? 'stopped'
        : 'idle';
  const busy = recorder.status === 'starting' || phase === 'recording' || transcribing;

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  // The pressed button gives way to the next one; keep keyboard focus on the controls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the button to focus renders with the new phase.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    controlsRef.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
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
    setNote(null);
    if (await recorder.start()) showToast(RECORDING_STARTED);
  };

  const stop = () => {
    moveFocus.current = true;
    void recorder.stop();
  };

  const recordAgain = () => {
    transcription.current?.abort();
    moveFocus.current = true;
    latest.current.onTextChange('');
    keep(null);
    setNote(null);
    setDraftTranscript(false);
    recorder.reset();
    drafts
      .discardDraftsForQuestion(interviewId, questionId)
      .catch((error: unknown) =>
        console.warn('[recorder] could not discard the recording:', error),
      );
  };

  const error = recorder.error && RECORDER_ERRORS[recorder.error];

  return (
    <div className={styles.recorder}>
      <div className={styles.controls} ref={controlsRef}>
        {phase === 'idle' && (
          <Button
            size="lg"
            className={styles.mainButton}
            onPress={start}
            isDisabled={disabled}
            isPending={recorder.status === 'starting'}
            pendingLabel="Starting..."
          >
            <MicIcon />
            Start Recording
          </Button>
        )}
        {phase === 'recording' && (
          <>
            <Button
              size="lg"
              variant="danger"
              className={styles.mainButton}
              onPress={stop}
              isDisabled={disabled}
              isPending={recorder.status === 'stopping'}
              pendingLabel="Saving..."
            >
              <StopIcon />
              Stop Recording
            </Button>
            <div className={styles.live}>
              <span className={styles.recordingDot} aria-hidden="true" />
              <span className={styles.elapsed}>Recording {formatDuration(recorder.elapsedMs)}</span>
              <LevelMeter level={recorder.level} />
            </div>
          </>
        )}
        {phase === 'stopped' && saved && (
          <>
            <Button
              size="lg"
              variant="secondary"
              className={styles.mainButton}
              onPress={recordAgain}
              isDisabled={disabled}
            >
              <MicIcon />
              Record Again
            </Button>
            <span className={styles.summary}>
              <span className={styles.summaryIcon}>
                <Icon name="check" />
              </span>
              Recording saved · {formatDuration(saved.durationMs)}
            </span>
          </>
        )}
      </div>

      {error && (
        <p role="alert" className={styles.alert}>
          <span className={styles.noteIcon}>
            <Icon name="alert" />
          </span>
          <span>
            <strong>{error.title}</strong> - {error.description}
          </span>
        </p>
      )}
      {transcribing && (
        <p role="status" className={styles.progress}>
          <Spinner size="sm" decorative />
          {TRANSCRIBING}
        </p>
      )}
      {note && (
        <p role="status" className={styles.info}>
          <span className={styles.noteIcon}>
            <Icon name="info" />
          </span>
          {note === 'recovered' ? RECOVERED_NOTE : SAVED_ON_DEVICE_NOTE}
        </p>
      )}
      {storageWarning && (
        <p role="status" className={styles.warning}>
          <span className={styles.noteIcon}>
            <Icon name="alert" />
          </span>
          {storageWarning}
        </p>
      )}

      <TextArea
        label="Your answer"
        placeholder="Record your answer or type it here…"
        rows={6}
        value={text}
        onChange={onTextChange}
        isReadOnly={disabled || busy}
        description={draftTranscript ? DRAFT_TRANSCRIPT_NOTE : undefined}
      />
    </div>
  );
}
