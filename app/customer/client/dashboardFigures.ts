import type { Insight } from '../../../sync/contract/customer';

/**
 * The client dashboard's pure arithmetic: what the page shows of each figure, kept out
 * of the components so it can be tested without a browser.
 */

/** Spec section 9: key insights shown. */
export const KEY_INSIGHT_COUNT = 3;

/** Spec section 9: an answer preview is cut at this many characters, then '...'. */
export const ANSWER_PREVIEW_LENGTH = 150;

/** The completion ring: r = 40 in a 100 × 100 box; the spec fixes the circumference at 251.2. */
export const RING_RADIUS = 40;
export const RING_CIRCUMFERENCE = 251.2;

/** Trend Analysis: a topic's bar is full at this many answers (spec: width = value / 20). */
export const TOPIC_BAR_FULL_AT = 20;

/** 'Based on n expert responses': the interviews an insight rests on, or 1. */
export function insightBasis(insight: Pick<Insight, 'interviewIds'>): number {
  return insight.interviewIds.length || 1;
}

/** How much of the ring stays empty: the whole circumference at 0%, none at 100%. */
export function ringDashOffset(percent: number): number {
  const clamped = Math.min(100, Math.max(0, percent));
  return RING_CIRCUMFERENCE - (clamped / 100) * RING_CIRCUMFERENCE;
}

/** A topic bar's CSS width: value / 20 of the track, never past the end. */
export function topicBarWidth(answers: number): string {
  // Multiplying first keeps whole numbers whole (11 / 20 * 100 is 55.00000000000001).
  return `${Math.min(100, (Math.max(0, answers) * 100) / TOPIC_BAR_FULL_AT)}%`;
}

/** A quality figure's percent, or '—' when nothing could be measured. */
export function percentText(percent: number | null): string {
  return percent === null ? '—' : `${percent}%`;
}

/** The first 150 characters of an answer, then '...'; shorter answers stay whole. */
export function previewAnswer(text: string): string {
  return text.length > ANSWER_PREVIEW_LENGTH
    ? `${text.slice(0, ANSWER_PREVIEW_LENGTH).trimEnd()}...`
    : text;
}
