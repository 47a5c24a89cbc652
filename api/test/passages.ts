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
