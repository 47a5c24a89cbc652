import type { AnswerPassage } from '../../retrieval/types';
import { sentimentBreakdown } from '../analysis/sentiment';
import { localThemes } from '../analysis/themes';
import { draftAnswer } from '../ask/local';
import { localTopicSummary } from '../insights/local';
import type {
  AiProvider,
  QuestionRequest,
  Theme,
  ThemeRequest,
  TopicRequest,
  TopicSummary,
} from '../provider';

/**
 * The offline engine: extractive and statistical, so everything it says is either a
 * fixed framing sentence with counts or a verbatim quote of a stored answer.
 */
export class LocalAiProvider implements AiProvider {
  readonly name = 'local';
  readonly searchesWeb = false;

  async answerQuestion(request: QuestionRequest) {
    return draftAnswer(request);
  }

  async summariseTopic(request: TopicRequest): Promise<TopicSummary> {
    return localTopicSummary(request);
  }

  async findThemes(request: ThemeRequest): Promise<Theme[]> {
    return localThemes(request);
  }

  async measureSentiment(passages: readonly AnswerPassage[]) {
    return sentimentBreakdown(passages);
  }
}
