import { companiesOf, interviewsOf } from '../../retrieval/passageFacts';
import { QUESTION_FRAMING_WORDS } from '../../retrieval/questionTerms';
import { conceptOfWord, sentenceConcepts } from '../../text/concepts';
import { extractFigures } from '../../text/figures';
import { contentTerms, splitSentences } from '../../text/sentences';
import { centroid, cosine, TermStatistics } from '../../text/termStatistics';
import { countPhrase, listNames, listPhrases } from '../../text/wording';
import { indexPassages } from '../grounding';
import { consensusClaim } from '../insights/consensus';
import { findDisagreement } from '../insights/disagreement';
import { consensusOf, disagreementOf } from '../insights/insightText';
import { answerSubjects } from '../insights/subjects';
import { analysePassages, candidates } from '../passages';
import type { AnswerDraft, DraftBlock, QuestionRequest } from '../provider';
import { type ScoredCandidate, selectDiverse } from '../selectDiverse';
import { type CoverageJudgement, judgeCoverage } from './coverage';

const MAX_QUOTES = 5;
const MIN_QUOTE_TERMS = 4;

/**
 * Answers a question from the retrieved answers only. First, whether the interviews
 * cover it at all (./coverage.ts); an answer that merely shares a word with the question
 * is not evidence. Then, among the answers that address it, every sentence sharing a
 * subject term is scored by the IDF weight of the terms it shares times the share of
 * the subject it covers, and by how typical it is of the other relevant sentences; the
 * best are quoted verbatim, one per expert, under a lead that says who speaks to it,
 * where they agree and differ, and the figures they give.
 */
export function draftAnswer(request: QuestionRequest): AnswerDraft {
  const judgement = judgeCoverage(request.evidence, request.question);
  const notes: DraftBlock[] = request.useWebSearch ? [WEB_SEARCH_UNAVAILABLE] : [];
  const addressing = request.passages.filter((passage) =>
    judgement.addressing.includes(passage.answerId),
  );
  const picked =
    judgement.coverage === 'not_in_interviews' ? [] : bestSentences(request, addressing);
  if (picked.length === 0) {
    return {
      coverage: 'not_in_interviews',
      blocks: [notCovered(request, judgement), ...notes],
    };
  }
  const figures = figuresGiven(picked);
  const blocks: DraftBlock[] = [
    {
      kind: 'text',
      text: [lead(addressing), ...agreement(request.question, addressing)].join(' '),
    },
    ...(figures ? [{ kind: 'text' as const, text: figures }] : []),
    ...(judgement.coverage === 'partial' ? [partialNote(request, judgement)] : []),
    ...picked.map(
      (candidate): DraftBlock => ({
        kind: 'quote',
        answerId: candidate.passage.answerId,
        quote: candidate.sentence.text,
      }),
    ),
  ];
  return { coverage: judgement.coverage, blocks: [...blocks, ...notes] };
}

function bestSentences(
  request: QuestionRequest,
  addressing: QuestionRequest['passages'],
): ScoredCandidate[] {
  const analysed = analysePassages(addressing);
  const stats = new TermStatistics(analysePassages(request.passages).map((answer) => answer.terms));
  // Concepts, not stems: "suppliers" in the question finds "vendors" in an answer
  // (api/text/synonyms.ts), as the coverage judgement did.
  const conceptsOf = new Map(
    candidates(analysed).map((candidate) => [candidate, sentenceConcepts(candidate.sentence)]),
  );
  const conceptStats = new TermStatistics(
    analysePassages(request.passages).map((answer) =>
      answer.sentences.flatMap((sentence) => [...sentenceConcepts(sentence)]),
    ),
  );
  const wanted = new Set(subjectWords(request.question).map(conceptOfWord));
  const relevant = [...conceptsOf].flatMap(([candidate, concepts]) => {
    const shared = [...wanted].filter((concept) => concepts.has(concept));
    // Fragments ("Legacy integration.") say too little to quote on their own.
    if (shared.length === 0 || candidate.sentence.terms.length < MIN_QUOTE_TERMS) return [];
    // Covering more of the question's subject beats repeating its rarest word:
    // "ESG integration" wants sentences about both.
    const coverage = shared.length / wanted.size;
    const weight = coverage * shared.reduce((sum, concept) => sum + conceptStats.idf(concept), 0);
    return [{ ...candidate, weight, vector: stats.vector(candidate.sentence.terms) }];
  });
  const centre = centroid(relevant.map((candidate) => candidate.vector));
  const scored: ScoredCandidate[] = relevant.map((candidate) => ({
    ...candidate,
    score: candidate.weight * (1 + cosine(candidate.vector, centre)),
  }));
  return selectDiverse(scored, {
    count: MAX_QUOTES,
    maxPerAnswer: 1,
    per: 'expert',
    preferredMaxLength: 400,
  });
}

/** Who speaks to the question: "3 experts at Northwind Bank and Summit Partners address this…". */
function lead(addressing: QuestionRequest['passages']): string {
  const companies = companiesOf(addressing);
  const experts = interviewsOf(addressing).length;
  const verb = experts === 1 ? 'addresses' : 'address';
  return `${countPhrase(experts, 'expert')} at ${listNames(companies)} ${verb} this, in ${countPhrase(addressing.length, 'answer')}.`;
}

/**
 * Where the experts who address the question agree and where they differ, found and
 * worded as the key insights do (api/ai/insights): the point most of them name (more
 * than half), and a point some see favourably and others sceptically. Nothing when one
 * expert speaks.
 */
function agreement(question: string, addressing: QuestionRequest['passages']): string[] {
  const experts = interviewsOf(addressing).length;
  if (experts < 2) return [];
  const subjects = answerSubjects(analysePassages(addressing), question);
  const index = indexPassages(addressing);
  const claim = consensusClaim(subjects);
  const consensus = claim && consensusOf(claim, experts, index);
  // A point two of six experts name is not where "they" agree.
  const shared = consensus && consensus.experts * 2 > experts ? consensus : null;
  const disagreement = disagreementOf(findDisagreement(subjects), experts, index);
  return [...(shared ? [shared.text] : []), ...(disagreement.found ? [disagreement.text] : [])];
}

const MAX_FIGURES = 5;

/**
 * The figures the quoted experts give, verbatim, each with its company: "The figures
 * they give: $25 million (Northbridge Bank); about a third (Summit Partners)."
 */
function figuresGiven(picked: readonly ScoredCandidate[]): string | null {
  const figures = picked.flatMap((candidate) =>
    extractFigures(candidate.sentence.text)
      // A bare count ("two vendors") says little on its own next to its company.
      .filter((figure) => figure.kind !== 'count')
      .map((figure) => `${figure.figure} (${candidate.passage.company})`),
  );
  const unique = [...new Set(figures)].slice(0, MAX_FIGURES);
  return unique.length > 0 ? `The figures they give: ${unique.join('; ')}.` : null;
}

function partialNote(request: QuestionRequest, judgement: CoverageJudgement): DraftBlock {
  const missing = missingWords(request, judgement);
  return {
    kind: 'note',
    text:
      missing.length > 0
        ? `This answers the question only in part: no interview mentions ${listPhrases(missing, 'or')}.`
        : 'This answers the question only in part: no single answer speaks to all of it.',
  };
}

/**
 * The question's words no interview mentions, as the question spells them, each once:
 * two terms can come from one word ("mid-sized" gives "mid-sized" and "midsized").
 */
function missingWords(request: QuestionRequest, judgement: CoverageJudgement): string[] {
  return [...new Set(judgement.missing.map((term) => request.evidence.wordFor.get(term) ?? term))];
}

const WEB_SEARCH_UNAVAILABLE: DraftBlock = {
  kind: 'note',
  text: 'Web information is not available on this server (its AI engine cannot search the web): this answer is based only on your expert interviews.',
};

function notCovered(request: QuestionRequest, judgement: CoverageJudgement): DraftBlock {
  const unmentioned = missingWords(request, judgement);
  const detail =
    unmentioned.length > 0 ? `: no interview mentions ${listPhrases(unmentioned, 'or')}` : '';
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
