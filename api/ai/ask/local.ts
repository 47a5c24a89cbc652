import { companiesOf, interviewsOf } from '../../retrieval/passageFacts';
import { QUESTION_FRAMING_WORDS } from '../../retrieval/questionQuery';
import { contentTerms, splitSentences } from '../../text/sentences';
import { centroid, cosine, TermStatistics } from '../../text/termStatistics';
import { countPhrase, listNames, listPhrases } from '../../text/wording';
import { analysePassages, candidates } from '../passages';
import type { AnswerDraft, DraftBlock, QuestionRequest } from '../provider';
import { type ScoredCandidate, selectDiverse } from '../selectDiverse';

const MAX_QUOTES = 5;
const MIN_QUOTE_TERMS = 4;

/**
 * Answers a question from the retrieved answers only. Every sentence of a passage that
 * shares a subject term with the question is scored by the IDF weight of the terms it
 * shares (rare words count more) times the share of the subject it covers, and, second,
 * by how typical it is of the other
 * relevant sentences; the best, one per answer, are quoted verbatim under a framing
 * line. Nothing relevant → a "not covered" answer with no quotes.
 */
export function draftAnswer(request: QuestionRequest): AnswerDraft {
  const subject = subjectWords(request.question);
  const analysed = analysePassages(request.passages);
  const stats = new TermStatistics(analysed.map((answer) => answer.terms));
  const wanted = new Set(subject.map((word) => word.stem));

  const relevant = candidates(analysed).flatMap((candidate) => {
    const shared = new Set(candidate.sentence.terms.filter((term) => wanted.has(term)));
    // Fragments ("Legacy integration.") say too little to quote on their own.
    if (shared.size === 0 || candidate.sentence.terms.length < MIN_QUOTE_TERMS) return [];
    // Covering more of the question's subject beats repeating its rarest word:
    // "ESG integration" wants sentences about both.
    const coverage = shared.size / wanted.size;
    const weight = coverage * [...shared].reduce((sum, term) => sum + stats.idf(term), 0);
    return [{ ...candidate, weight, vector: stats.vector(candidate.sentence.terms) }];
  });
  const centre = centroid(relevant.map((candidate) => candidate.vector));
  const scored: ScoredCandidate[] = relevant.map((candidate) => ({
    ...candidate,
    score: candidate.weight * (1 + cosine(candidate.vector, centre)),
  }));
  const picked = selectDiverse(scored, {
    count: MAX_QUOTES,
    maxPerAnswer: 1,
    preferredMaxLength: 400,
  });

  const notes: DraftBlock[] = request.useWebSearch ? [WEB_SEARCH_UNAVAILABLE] : [];
  if (picked.length === 0) {
    return {
      coverage: 'not_in_interviews',
      blocks: [notCovered(subject.map((word) => word.raw)), ...notes],
    };
  }

  const addressing = [...new Set(relevant.map((candidate) => candidate.passage))];
  const companies = companiesOf(addressing);
  const experts = interviewsOf(addressing).length;
  const blocks: DraftBlock[] = [
    {
      kind: 'text',
      text: `${countPhrase(addressing.length, 'answer')} from ${countPhrase(experts, 'expert')} at ${countPhrase(companies.length, 'company', 'companies')} (${listNames(companies)}) ${addressing.length === 1 ? 'addresses' : 'address'} this. The most relevant passages:`,
    },
    ...picked.map(
      (candidate): DraftBlock => ({
        kind: 'quote',
        answerId: candidate.passage.answerId,
        quote: candidate.sentence.text,
      }),
    ),
  ];
  return { coverage: 'answered', blocks: [...blocks, ...notes] };
}

const WEB_SEARCH_UNAVAILABLE: DraftBlock = {
  kind: 'note',
  text: 'Web information is not available: this answer is based only on your expert interviews.',
};

function notCovered(subject: string[]): DraftBlock {
  const detail = subject.length > 0 ? `: no answer mentions ${listPhrases(subject, 'or')}` : '';
  return { kind: 'text', text: `The expert interviews do not cover this question${detail}.` };
}

const FRAMING = new Set(contentTerms(QUESTION_FRAMING_WORDS.join(' ')));

/** The question's content words, minus interview framing ("experts", "think") if any remain. */
function subjectWords(question: string) {
  const words = splitSentences(question)
    .flatMap((sentence) => sentence.words)
    .filter((word) => word.content);
  const unique = [...new Map(words.map((word) => [word.stem, word])).values()];
  const subject = unique.filter((word) => !FRAMING.has(word.stem));
  return subject.length > 0 ? subject : unique;
}
