import type { Knex } from 'knex';
import type { z } from 'zod';
import type { AskAiRequestSchema, AskAiResponse } from '../../sync/contract';
import { renderAnswerHtml } from '../ai/ask/html';
import { groundDraft, indexPassages } from '../ai/grounding';
import type { AiProvider } from '../ai/provider';
import { Analysis } from '../models';
import { clientAnswerScope } from '../retrieval/clientScope';
import { hybridAnswersForQuestion } from '../retrieval/hybridSearch';
import { questionEvidence } from '../retrieval/questionEvidence';
import { questionTerms } from '../retrieval/questionTerms';

export interface AskClientQuestion {
  client: string;
  request: z.output<typeof AskAiRequestSchema>;
  userId: string;
  ai: AiProvider;
}

/**
 * Ask AI: retrieve the client's matching answers (full text, and by meaning too when
 * the provider has an embedder: hybridSearch.ts), let the provider answer from them
 * alone, keep only quotes that are verbatim in their answers, render escaped HTML, and
 * store the exchange with its inputs as an `ask-ai` analysis.
 */
export async function answerClientQuestion(
  db: Knex,
  { client, request, userId, ai }: AskClientQuestion,
): Promise<AskAiResponse> {
  const scope = await clientAnswerScope(db, client, request);
  const terms = await questionTerms(db, request.question);
  const retrieval = hybridAnswersForQuestion(db, scope, terms, ai.embedder);
  const [passages, evidence] = await Promise.all([
    retrieval,
    questionEvidence(db, scope, terms, retrieval),
  ]);
  const draft = await ai.answerQuestion({
    question: request.question,
    passages,
    evidence,
    useWebSearch: request.useWebSearch,
  });
  const index = indexPassages(passages);
  const grounded = groundDraft(draft, index);
  const webSources = (draft.webSources ?? []).filter((url) => /^https?:\/\//i.test(url));
  const response: AskAiResponse = {
    response: renderAnswerHtml(grounded.draft, index),
    coverage: grounded.draft.coverage,
    sources: [...grounded.sources, ...webSources],
    usedWebSearch: webSources.length > 0,
    citations: grounded.citations,
  };
  await Analysis.query(db).insert({
    client,
    kind: 'ask-ai',
    request,
    result: response,
    createdByUserId: userId,
  });
  return response;
}
