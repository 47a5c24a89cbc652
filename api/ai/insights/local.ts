import { analysePassages } from '../passages';
import type { TopicRequest, TopicSummary } from '../provider';
import { consensusClaim } from './consensus';
import { findDisagreement } from './disagreement';
import { notableFigures } from './notableFigures';
import { questionTopic } from './questionTopic';
import { specificQuotes } from './specificQuotes';
import { answerSubjects } from './subjects';

/**
 * The local engine's key insight for one question: extractive and statistical, so its
 * consensus and disagreement are key phrases of the answers with fixed wording, and its
 * figures and quotes are verbatim sentences.
 */
export function localTopicSummary(request: TopicRequest): TopicSummary {
  const analysed = analysePassages(request.passages);
  const subjects = answerSubjects(analysed, request.questionText);
  return {
    title: questionTopic(request.questionText, analysed),
    consensus: consensusClaim(subjects),
    disagreement: findDisagreement(subjects),
    figures: notableFigures(analysed),
    quotes: specificQuotes(analysed).map(({ answerId, quote }) => ({ answerId, quote })),
  };
}

/**
 * The summary of a question none of whose answers may be quoted (all flagged for
 * review): its topic from the question, and nothing attributed to anyone.
 */
export function unquotedTopicSummary(request: TopicRequest): TopicSummary {
  return {
    title: questionTopic(request.questionText, analysePassages(request.passages)),
    consensus: null,
    disagreement: null,
    figures: [],
    quotes: [],
  };
}
