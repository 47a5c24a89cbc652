import type { SearchResult } from '../../sync/contract';
import type { AnswerPassage } from '../retrieval/types';
import { iso } from './dates';

export function presentSearchResult(passage: AnswerPassage): SearchResult {
  return {
    id: passage.answerId,
    interviewId: passage.interviewId,
    expertName: passage.expertName,
    company: passage.company,
    questionText: passage.questionText,
    answerText: passage.text,
    createdAt: iso(passage.createdAt),
  };
}
