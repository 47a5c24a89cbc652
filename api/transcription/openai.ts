import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import OpenAI, { toFile } from 'openai';
import { HttpError, ServiceUnavailableError } from '../errors';
import { type AudioType, audioExtension, supportedAudioType } from './audioFormat';
import {
  cleanTranscript,
  recordingUndecodable,
  transcriptionFailed,
  transcriptionTimedOut,
} from './failures';
import { ProcessExitError, ProcessTimeoutError } from './process';
import type { Transcript, TranscriptionProvider } from './provider';
import { reencodeToSpeechOgg, type TempAudio } from './reencode';

/** The transcription endpoint refuses uploads above 25 MB. */
export const OPENAI_MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export interface OpenAiTranscriptionOptions {
  apiKey: string | undefined;
  baseURL: string | undefined;
  model: string;
  timeoutMs: number;
  /** Re-encode above this size; tests lower it to exercise that path with small files. */
  maxUploadBytes?: number;
}

/**
 * Speech to text through the openai SDK, against OpenAI or any server that speaks
 * its `/v1/audio/transcriptions` wire format (OPENAI_BASE_URL).
 */
export class OpenAiTranscription implements TranscriptionProvider {
  readonly name = 'openai';
  readonly available: boolean;
  readonly unavailableReason?: string;
  private readonly client?: OpenAI;
  private readonly maxUploadBytes: number;

  constructor(private readonly options: OpenAiTranscriptionOptions) {
    this.available = Boolean(options.apiKey);
    this.maxUploadBytes = options.maxUploadBytes ?? OPENAI_MAX_UPLOAD_BYTES;
    if (this.available) {
      this.client = new OpenAI({
        apiKey: options.apiKey,
        baseURL: options.baseURL,
        timeout: options.timeoutMs,
        maxRetries: 1,
      });
    } else {
      this.unavailableReason =
        'Transcription is not available on this server: OPENAI_API_KEY is not set';
    }
  }

  async transcribe(audio: { path: string; mimeType: string }): Promise<Transcript> {
    if (!this.client) {
      throw new ServiceUnavailableError(this.unavailableReason!, 'transcription_unavailable');
    }
    const upload = await this.prepareUpload(audio);
    try {
      const file = await toFile(
        createReadStream(upload.path),
        `speech.${audioExtension(upload.mimeType)}`,
        { type: upload.mimeType },
      );
      // Only Whisper models answer verbose_json, the one format with per-segment log probabilities.
      if (/^whisper/i.test(this.options.model)) {
        const result = await this.client.audio.transcriptions.create({
          file,
          model: this.options.model,
          response_format: 'verbose_json',
        });
        return {
          text: cleanTranscript(result.text),
          confidence: segmentConfidence(result.segments),
        };
      }
      const result = await this.client.audio.transcriptions.create({
        file,
        model: this.options.model,
        response_format: 'json',
      });
      return { text: cleanTranscript(result.text), confidence: null };
    } catch (error) {
      throw this.describeFailure(error);
    } finally {
      await upload.temp?.remove();
    }
  }

  /** The file as it is when the API accepts it, else a re-encoded copy that fits. */
  private async prepareUpload(audio: { path: string; mimeType: string }) {
    const type = supportedAudioType(audio.mimeType);
    const { size } = await fs.stat(audio.path);
    if (type && size <= this.maxUploadBytes) {
      return { path: audio.path, mimeType: type, temp: undefined };
    }
    let temp: TempAudio;
    try {
      temp = await reencodeToSpeechOgg(audio.path, this.options.timeoutMs);
    } catch (error) {
      throw this.describeFailure(error);
    }
    const reencoded = await fs.stat(temp.path);
    if (reencoded.size > this.maxUploadBytes) {
      await temp.remove();
      const limitMb = Math.round(this.maxUploadBytes / 1024 / 1024);
      throw new HttpError(
        413,
        `This recording is too long to transcribe: it is over ${limitMb} MB even after compression`,
        'audio_too_long',
      );
    }
    return { path: temp.path, mimeType: temp.mimeType as AudioType, temp };
  }

  private describeFailure(error: unknown): unknown {
    if (error instanceof HttpError) return error;
    if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof ProcessTimeoutError) {
      return transcriptionTimedOut(this.options.timeoutMs);
    }
    if (error instanceof OpenAI.APIConnectionError) {
      return new ServiceUnavailableError(
        'The transcription service could not be reached; try again later',
        'transcription_unreachable',
      );
    }
    if (error instanceof OpenAI.APIError) {
      return transcriptionFailed(
        `the transcription service answered ${error.status ?? 'an error'}`,
      );
    }
    if (error instanceof ProcessExitError) {
      return recordingUndecodable();
    }
    return error;
  }
}

/**
 * Whisper's confidence in a transcript: the probability its segments' mean token
 * log probability stands for, weighted by segment length; null without segments.
 */
export function segmentConfidence(
  segments: { avg_logprob: number; start: number; end: number }[] | undefined,
): number | null {
  if (!segments?.length) return null;
  let weighted = 0;
  let total = 0;
  for (const segment of segments) {
    const duration = Math.max(0.01, segment.end - segment.start);
    weighted += segment.avg_logprob * duration;
    total += duration;
  }
  return Math.round(Math.min(1, Math.exp(weighted / total)) * 1000) / 1000;
}
