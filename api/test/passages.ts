import type { QuestionEvidence } from '../retrieval/questionEvidence';
import type { AnswerPassage } from '../retrieval/types';

/** A passage as retrieval returns it, for tests that need no database. */
export function testPassage(
  answerId: string,
  company: string,
  text: string,
  overrides: Partial<AnswerPassage> = {},
): AnswerPassage {
  return {
    answerId,
    interviewId: `int_${answerId}`,
    questionId: 'qst_1',
    baseQuestionId: 'qst_1',
    questionText: 'What worries you most?',
    baseQuestionText: 'What worries you most?',
    expertName: `Expert ${answerId}`,
    company,
    client: 'Client',
    projectId: 'prj_1',
    projectName: 'Project',
    text,
    createdAt: new Date(0),
    ...overrides,
  };
}

/** Evidence for a question whose terms no answer mentions (providers that ignore it). */
export const NO_EVIDENCE: QuestionEvidence = {
  terms: [],
  wordFor: new Map(),
  documents: 0,
  documentFrequency: new Map(),
  matchedTerms: new Map(),
};

/**
 * Evidence as api/retrieval/questionEvidence.ts would find it: `terms` are the
 * question's lexemes (each named by itself), `frequency` how many of `documents`
 * answers contain each, `matched` the terms each retrieved answer contains.
 */
export function testEvidence(
  terms: readonly string[],
  documents: number,
  frequency: Record<string, number>,
  matched: Record<string, readonly string[]>,
): QuestionEvidence {
  return {
    terms,
    wordFor: new Map(terms.map((term) => [term, term])),
    documents,
    documentFrequency: new Map(terms.map((term) => [term, frequency[term] ?? 0])),
    matchedTerms: new Map(Object.entries(matched)),
  };
}
