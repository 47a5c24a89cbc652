import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../api/client';
import { VoiceRecorder } from '../expert/recording/VoiceRecorder';
import type { SavedRecording } from '../offline/draftRecordings';
import { useOnline } from '../offline/useOnline';
import * as styles from './Gallery.css';

const INTERVIEW_ID = 'demo';

/**
 * The expert's voice recorder on the demo interview's current question, with the real
 * microphone, device storage and /transcribe: what e2e/recorder.spec.ts drives.
 */
export function GalleryRecorder() {
  const online = useOnline();
  const [text, setText] = useState('');
  const [recording, setRecording] = useState<SavedRecording | null>(null);
  const session = useQuery({
    queryKey: ['expertSession', INTERVIEW_ID],
    queryFn: () => callApi('currentQuestion', { params: { interviewId: INTERVIEW_ID } }),
  });
  const question = session.data?.question;
  return (
    <section aria-labelledby="gallery-recorder" className={styles.section}>
      <h2 id="gallery-recorder" className={styles.sectionTitle}>
        Voice recorder
      </h2>
      {session.isPending && <p className={styles.muted}>Loading the demo question…</p>}
      {session.error && <p role="alert">{session.error.message}</p>}
      {session.data && !question && <p className={styles.muted}>The demo interview is complete.</p>}
      {question && (
        <>
          <p>{question.questionText}</p>
          <VoiceRecorder
            interviewId={INTERVIEW_ID}
            questionId={question.id}
            text={text}
            onTextChange={setText}
            onRecordingChange={setRecording}
            online={online}
          />
          <p className={styles.muted}>
            {recording
              ? `Kept on this device: ${recording.mimeType}, ${recording.bytes} bytes, ${recording.durationMs} ms`
              : 'No recording kept'}
          </p>
        </>
      )}
    </section>
  );
}
