import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import type { TranscriptionAvailability } from '../../../sync/contract/system';
import { ParleyDatabase } from '../../offline/db';
import { DraftRecordingStore, type SavedRecording } from '../../offline/draftRecordings';
import {
  LIVE_DRAFT_OFFLINE,
  NO_ENGINE_NOTE,
  RECORDER_ERRORS,
  SAVED_ON_DEVICE_NOTE,
} from './recorderMessages';
import { VoiceRecorder } from './VoiceRecorder';

/**
 * The recorder's states in Chromium: its fake microphone (a tone), real MediaRecorder
 * and IndexedDB, and the real server (no speech engine) behind /api.
 */

// The demo interview the server seeds; its first question is open to anyone with the link.
const INTERVIEW_ID = 'demo';
const QUESTION_ID = 'q-component-test';

function Harness({
  drafts,
  online,
  transcription,
}: {
  drafts: DraftRecordingStore;
  online: boolean;
  transcription?: TranscriptionAvailability;
}) {
  const [text, setText] = useState('');
  const [recording, setRecording] = useState<SavedRecording | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <VoiceRecorder
        interviewId={INTERVIEW_ID}
        questionId={QUESTION_ID}
        drafts={drafts}
        text={text}
        onTextChange={setText}
        onRecordingChange={setRecording}
        onBusyChange={setBusy}
        online={online}
        transcription={transcription}
      />
      <output data-testid="kept">
        {recording ? `kept ${recording.mimeType} ${recording.bytes} bytes` : 'nothing kept'}
      </output>
      <output data-testid="busy">{busy ? 'busy' : 'free'}</output>
    </>
  );
}

let db: ParleyDatabase;
const originalGetUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
const originalFetch = window.fetch;

beforeEach(() => {
  db = new ParleyDatabase(`parley-component-${crypto.randomUUID()}`);
});

afterEach(async () => {
  navigator.mediaDevices.getUserMedia = originalGetUserMedia;
  window.fetch = originalFetch;
  // Unmounted first: the recorder's own reads would otherwise block the deletion.
  await cleanup();
  await db.delete();
});

const startButton = () => page.getByRole('button', { name: 'Start Recording' });
const stopButton = () => page.getByRole('button', { name: 'Stop Recording' });
const answerBox = () => page.getByRole('textbox', { name: 'Your answer' });

async function recordFor(ms: number) {
  await startButton().click();
  await expect.element(stopButton()).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** A promise and the functions that settle it, for holding a step of the recorder. */
function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

describe('VoiceRecorder', () => {
  it('idle: offers to record, the answer box is editable and nothing is kept', async () => {
    await render(<Harness drafts={new DraftRecordingStore(db)} online />);
    await expect.element(startButton()).toBeEnabled();
    await expect.element(answerBox()).not.toHaveAttribute('readonly');
    expect(page.getByRole('alert').elements()).toHaveLength(0);
    await expect.element(page.getByTestId('kept')).toHaveTextContent('nothing kept');
    await answerBox().fill('A typed answer.');
    await expect.element(answerBox()).toHaveValue('A typed answer.');
  });

  it('requesting permission: Start waits, pending, and the answer box is locked', async () => {
    const permission = gate<MediaStream>();
    navigator.mediaDevices.getUserMedia = () => permission.promise;
    await render(<Harness drafts={new DraftRecordingStore(db)} online={false} />);
    await startButton().click();
    await expect.element(page.getByRole('button', { name: /Starting/ })).toBeVisible();
    await expect.element(answerBox()).toHaveAttribute('readonly');
    await expect.element(page.getByTestId('busy')).toHaveTextContent('busy');

    permission.open(await originalGetUserMedia({ audio: true }));
    await expect.element(stopButton()).toBeVisible();
    await stopButton().click();
    await expect.element(page.getByRole('button', { name: 'Record Again' })).toBeVisible();
  });

  it('permission denied: says how to fix it and Start works again', async () => {
    navigator.mediaDevices.getUserMedia = async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    };
    await render(<Harness drafts={new DraftRecordingStore(db)} online />);
    await startButton().click();
    const { title, description } = RECORDER_ERRORS.denied;
    await expect.element(page.getByRole('alert')).toHaveTextContent(`${title} - ${description}`);
    await expect.element(startButton()).toBeEnabled();
    await expect.element(page.getByTestId('busy')).toHaveTextContent('free');
  });

  it('recording offline, then saved: timer, level, the offline draft note, the recording kept', async () => {
    const drafts = new DraftRecordingStore(db);
    await render(<Harness drafts={drafts} online={false} />);
    await recordFor(0);
    await expect.element(page.getByText(/Recording 0:0\d/)).toBeVisible();
    await expect.element(answerBox()).toHaveAttribute('readonly');
    const meter = page.getByRole('meter', { name: 'Microphone level' });
    await expect
      .poll(() => Number(meter.element().getAttribute('aria-valuenow')))
      .toBeGreaterThan(0);
    const draft = page.getByRole('region', { name: 'Live draft' });
    await expect.element(draft).toHaveTextContent(LIVE_DRAFT_OFFLINE);
    await new Promise((resolve) => setTimeout(resolve, 2200));

    await stopButton().click();
    await expect.element(page.getByText(/Recording saved · 0:0[2-9]/)).toBeVisible();
    await expect
      .element(page.getByRole('status').filter({ hasText: SAVED_ON_DEVICE_NOTE }))
      .toBeVisible();
    await expect
      .element(page.getByTestId('kept'))
      .toHaveTextContent(/kept audio\/webm;codecs=opus \d+ bytes/);
    await expect.element(draft).not.toBeInTheDocument();
    await expect.element(answerBox()).not.toHaveAttribute('readonly');
    expect(await db.draftChunks.count()).toBeGreaterThanOrEqual(2);
  });

  it('saving: Stop shows Saving… until the last chunk is stored', async () => {
    const finishing = gate();
    class SlowFinish extends DraftRecordingStore {
      override async finish(draftId: string, durationMs: number) {
        await finishing.promise;
        return super.finish(draftId, durationMs);
      }
    }
    await render(<Harness drafts={new SlowFinish(db)} online={false} />);
    await recordFor(1200);
    await stopButton().click();
    await expect.element(page.getByRole('button', { name: /Saving/ })).toBeDisabled();
    await expect.element(page.getByTestId('kept')).toHaveTextContent('nothing kept');
    finishing.open();
    await expect.element(page.getByRole('button', { name: 'Record Again' })).toBeVisible();
    await expect.element(page.getByTestId('kept')).toHaveTextContent(/kept audio\/webm/);
  });

  it('error: a device that cannot store the audio stops the recording and says so', async () => {
    class FullDisk extends DraftRecordingStore {
      override async appendChunk(): Promise<void> {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
    }
    await render(<Harness drafts={new FullDisk(db)} online={false} />);
    await startButton().click();
    const { title, description } = RECORDER_ERRORS.storage;
    await expect.element(page.getByRole('alert')).toHaveTextContent(`${title} - ${description}`);
    await expect.element(startButton()).toBeEnabled();
    await expect.element(page.getByTestId('kept')).toHaveTextContent('nothing kept');
  });

  it('no speech engine: the recording is kept and the screen says it will be transcribed later; typing still works', async () => {
    await render(<Harness drafts={new DraftRecordingStore(db)} online />);
    await recordFor(1500);
    await stopButton().click();
    await expect
      .element(page.getByRole('status').filter({ hasText: NO_ENGINE_NOTE }))
      .toBeVisible();
    await expect.element(page.getByTestId('kept')).toHaveTextContent(/kept audio\/webm/);
    expect(page.getByText('Transcription Failed').elements()).toHaveLength(0);
    await answerBox().fill('Typed instead.');
    await expect.element(answerBox()).toHaveValue('Typed instead.');
  });

  it('no speech engine, as the session state says: told before recording, nothing sent to transcribe', async () => {
    const requested: string[] = [];
    window.fetch = (input, init) => {
      requested.push(String(input instanceof Request ? input.url : input));
      return originalFetch(input, init);
    };
    const none: TranscriptionAvailability = { available: false, engine: 'none', message: null };
    await render(<Harness drafts={new DraftRecordingStore(db)} online transcription={none} />);
    const note = page.getByRole('status').filter({ hasText: NO_ENGINE_NOTE });
    await expect.element(note).toBeVisible();
    await recordFor(1500);
    await expect.element(note).toBeVisible();
    expect(page.getByRole('region', { name: 'Live draft' }).elements()).toHaveLength(0);
    await stopButton().click();
    await expect.element(page.getByTestId('kept')).toHaveTextContent(/kept audio\/webm/);
    await expect.element(note).toBeVisible();
    expect(requested).toEqual([]);
  });
});
