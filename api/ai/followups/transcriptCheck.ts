import { type TranscriptDoubt, transcriptDoubts } from '../../quality/transcriptDoubts';
import type { FollowupDecision } from './types';

/**
 * The question that asks the expert to check what speech recognition heard, asked
 * instead of a follow-up when the transcript is doubtful: following up on misheard
 * words would quote them back ("You mentioned art art…"). It is stored as a follow-up
 * question, so every client shows it with the question screen it already has, and
 * recognised by its opening, which only this module writes.
 */
export const TRANSCRIPT_CHECK_OPENING = 'I may have misheard you';
/** Enough of the transcript to recognise it, short enough to read on a phone. */
const MAX_QUOTED_WORDS = 30;

const DOUBT_REASONS: Record<TranscriptDoubt, string> = {
  low_confidence: 'speech recognition was unsure of it',
  repeated_words: 'it repeats words',
  noise: 'it is mostly fillers and noise',
  broken_word_order: 'its word order is broken',
};

/**
 * A check of the transcript when there is reason to doubt it, null otherwise. Only
 * text that came from speech is judged: typed text is the expert's own.
 */
export function transcriptCheck(text: string, confidence: number | null): FollowupDecision | null {
  const doubts = transcriptDoubts({ text, confidence });
  if (doubts.length === 0) return null;
  return {
    ask: true,
    kind: 'transcript_check',
    question: `${TRANSCRIPT_CHECK_OPENING} — I understood: "${quote(text)}". Is that right? You can re-record or correct it.`,
    reason: `The transcript is doubtful: ${doubts.map((doubt) => DOUBT_REASONS[doubt]).join(', ')}`,
  };
}

export function isTranscriptCheck(questionText: string): boolean {
  return questionText.startsWith(TRANSCRIPT_CHECK_OPENING);
}

/**
 * "Yes", "that's right", "correct, thanks": the expert confirms the transcript rather
 * than correcting it. A reply with more to say than that is a correction.
 */
export function confirmsTranscript(reply: string): boolean {
  const words = reply.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length === 0 || words.length > 5) return false;
  const opening = words.slice(0, 2).join(' ');
  return CONFIRMATIONS.some((yes) => opening === yes || opening.startsWith(`${yes} `));
}

const CONFIRMATIONS = [
  'yes',
  'yeah',
  'yep',
  'correct',
  'right',
  "that's right",
  "that's correct",
  'that is',
  'exactly',
  'accurate',
];

function quote(text: string): string {
  const words = text.trim().replace(/\s+/g, ' ').split(' ');
  const kept = words.slice(0, MAX_QUOTED_WORDS).join(' ').replaceAll('"', "'");
  return words.length > MAX_QUOTED_WORDS ? `${kept}…` : kept;
}
