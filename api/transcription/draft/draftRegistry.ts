import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DRAFT_IDLE_MS } from '../../../sync/contract';
import { HttpError } from '../../errors';
import { ConcurrencyLimiter } from '../limiter';
import { type ContextSource, contextOrGeneric } from '../transcriptionContext';
import { LiveDraft } from './liveDraft';

export interface DraftRegistryOptions {
  /** Where each draft's chunks are kept while it lives (one folder per draft). */
  directory: string;
  timeoutMs: number;
  /** The interview's project language model, so the draft reads as the final transcript will. */
  contextFor?: ContextSource;
  /** Drafts alive at once on this server: each one costs a decode per chunk. */
  maxDrafts?: number;
  /** An expert records one answer at a time; a few allow for a reload mid-recording. */
  maxDraftsPerInterview?: number;
  /**
   * Recognition processes at once. One core is left to the rest of the server (requests,
   * the submitted answers' transcription): drafts are previews and may fall behind.
   */
  decoders?: number;
  idleMs?: number;
}

/**
 * The live drafts in this process, by interview and draft id. Drafts are previews, so
 * they live in memory and temp files only: a restart loses them, and the answer's own
 * recording is transcribed as usual. Caps keep a burst of recordings from taking the
 * machine's CPU from everything else.
 */
export class DraftRegistry {
  private readonly drafts = new Map<string, LiveDraft>();
  private readonly limiter: ConcurrencyLimiter;
  private readonly maxDrafts: number;
  private readonly maxPerInterview: number;
  private readonly idleMs: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: DraftRegistryOptions) {
    const cores = os.cpus().length;
    this.limiter = new ConcurrencyLimiter(Math.max(1, options.decoders ?? cores - 1));
    this.maxDrafts = options.maxDrafts ?? 4 * cores;
    this.maxPerInterview = options.maxDraftsPerInterview ?? 2;
    this.idleMs = options.idleMs ?? DRAFT_IDLE_MS;
    this.sweeper = setInterval(() => void this.dropIdle(), Math.min(this.idleMs, 15_000));
    this.sweeper.unref();
  }

  get size(): number {
    return this.drafts.size;
  }

  find(interviewId: string, draftId: string): LiveDraft | undefined {
    return this.drafts.get(keyOf(interviewId, draftId));
  }

  /** A new draft for chunk 0, or a 429 when the caps are reached. */
  async create(interviewId: string, draftId: string): Promise<LiveDraft> {
    const existing = this.find(interviewId, draftId);
    if (existing) return existing;
    const ofInterview = [...this.drafts.values()].filter((d) => d.interviewId === interviewId);
    if (ofInterview.length >= this.maxPerInterview) {
      throw tooManyDrafts(
        `This interview already has ${ofInterview.length} live drafts; stop the other recording first`,
      );
    }
    if (this.drafts.size >= this.maxDrafts) {
      throw tooManyDrafts('The server is transcribing as many live drafts as it can right now');
    }
    const draft = new LiveDraft(
      draftId,
      interviewId,
      path.join(this.options.directory, `${interviewId}-${draftId}`),
      this.limiter,
      this.options.timeoutMs,
      // Looked up once per recording: a model finished mid-recording waits for the next one.
      contextOrGeneric(this.options.contextFor, interviewId).then(
        (context) => context.languageModel,
      ),
    );
    this.drafts.set(keyOf(interviewId, draftId), draft);
    await fs.mkdir(path.join(this.options.directory, `${interviewId}-${draftId}`), {
      recursive: true,
    });
    return draft;
  }

  async discard(interviewId: string, draftId: string): Promise<void> {
    const key = keyOf(interviewId, draftId);
    const draft = this.drafts.get(key);
    if (!draft) return;
    this.drafts.delete(key);
    await draft.remove();
  }

  /** Drops every draft (server shutdown). */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const drafts = [...this.drafts.values()];
    this.drafts.clear();
    await Promise.all(drafts.map((draft) => draft.remove()));
  }

  private async dropIdle(): Promise<void> {
    const cutoff = Date.now() - this.idleMs;
    for (const draft of [...this.drafts.values()]) {
      if (draft.lastActivity < cutoff) await this.discard(draft.interviewId, draft.id);
    }
  }
}

function keyOf(interviewId: string, draftId: string): string {
  return `${interviewId}/${draftId}`;
}

/** The recording itself is unaffected: it is kept and transcribed once submitted. */
function tooManyDrafts(reason: string): HttpError {
  return new HttpError(
    429,
    `${reason}. No live draft for this recording; it is still kept and transcribed when you submit it`,
    'too_many_drafts',
    { 'Retry-After': '30' },
  );
}
