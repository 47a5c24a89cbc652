import { NOT_COVERED } from '../grounding';
import type { AnswerDraft, DraftBlock } from '../provider';
import type { AnswerOutput } from './schema';

/**
 * The model's answer as a draft. Quotes are passed on as they are: the caller grounds
 * every draft, whichever provider wrote it (api/ai/grounding.ts, groundDraft). Blank
 * blocks and quotes that name no passage are dropped, and a "not in the interviews"
 * answer always says so.
 */
export function toAnswerDraft(output: AnswerOutput, webSources: string[] = []): AnswerDraft {
  const blocks = output.blocks.flatMap((block): DraftBlock[] => {
    const text = block.text.trim();
    if (!text) return [];
    if (block.kind !== 'quote') return [{ kind: block.kind, text }];
    // Trimmed only at the ends: the inside must stay verbatim.
    return block.answerId ? [{ kind: 'quote', answerId: block.answerId, quote: text }] : [];
  });
  if (output.coverage === 'not_in_interviews' && !blocks.some((block) => block.kind === 'text')) {
    blocks.unshift({ kind: 'text', text: NOT_COVERED });
  }
  return {
    coverage: output.coverage,
    blocks,
    ...(webSources.length > 0 ? { webSources } : {}),
  };
}
