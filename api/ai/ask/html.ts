import type { PassageIndex } from '../grounding';
import type { AnswerDraft, DraftBlock } from '../provider';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/**
 * The answer as HTML. Every piece of text (the provider's words, stored answers,
 * expert names) is escaped; the only tags are the ones written here.
 */
export function renderAnswerHtml(draft: AnswerDraft, passages: PassageIndex): string {
  return draft.blocks.map((block) => renderBlock(block, passages)).join('\n');
}

function renderBlock(block: DraftBlock, passages: PassageIndex): string {
  switch (block.kind) {
    case 'text':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p><em>${escapeHtml(block.text)}</em></p>`;
    case 'quote': {
      const passage = passages.get(block.answerId);
      const attribution = passage
        ? `<footer>${escapeHtml(`${passage.expertName}, ${passage.company}`)}</footer>`
        : '';
      return `<blockquote><p>${escapeHtml(`“${block.quote}”`)}</p>${attribution}</blockquote>`;
    }
  }
}
