import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { COVERAGE_LEVELS } from '../../sync/contract';

export const SPLITS = ['tune', 'holdout'] as const;
export type Split = (typeof SPLITS)[number];

/**
 * How a question was written: `detail` asks for one fact, `broad` for what several
 * experts say, `two_part` (label `partial`) half covered; uncovered ones are
 * `near_domain` (finance words, a topic nobody discussed), `other_client` (covered only
 * in another client's interviews, which this client must not see) or `off_topic`.
 */
export const QUESTION_STYLES = [
  'detail',
  'broad',
  'two_part',
  'near_domain',
  'other_client',
  'off_topic',
] as const;

const QuestionSchema = z
  .strictObject({
    id: z.string().min(1),
    client: z.string().min(1),
    question: z.string().min(10),
    /** The coverage a careful reader of the interviews would give. */
    label: z.enum(COVERAGE_LEVELS),
    style: z.enum(QUESTION_STYLES),
    /** `tune`: the engine may be tuned on it; `holdout`: only ever measured. */
    split: z.enum(SPLITS),
    /** Stored answers (ids as the demo seed gives them) that hold the fact asked for. */
    relevant: z.array(z.string().regex(/^ans_/)),
  })
  .refine((q) => (q.label === 'not_in_interviews') === (q.relevant.length === 0), {
    message: 'a covered question lists its relevant answers; an uncovered one lists none',
  });

const QuestionFileSchema = z.object({
  $comment: z.string().optional(),
  questions: z.array(QuestionSchema).min(1),
});

export type EvalQuestion = z.infer<typeof QuestionSchema>;

export const QUESTIONS_PATH = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'questions.json',
);

export function isCovered(question: Pick<EvalQuestion, 'label'>): boolean {
  return question.label !== 'not_in_interviews';
}

/** The labelled question set, validated; ids must be unique. */
export function loadQuestions(file = QUESTIONS_PATH): EvalQuestion[] {
  const { questions } = QuestionFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const seen = new Set<string>();
  for (const { id } of questions) {
    if (seen.has(id)) throw new Error(`${file}: question id ${id} appears twice`);
    seen.add(id);
  }
  return questions;
}
