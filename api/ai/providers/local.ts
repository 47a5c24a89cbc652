import { companiesOf, interviewsOf } from '../../retrieval/passageFacts';
import type { AnswerPassage } from '../../retrieval/types';
import { countPhrase, listNames } from '../../text/wording';
import { sentimentBreakdown } from '../analysis/sentiment';
import { localThemes } from '../analysis/themes';
import { draftAnswer } from '../ask/local';
import { questionTopic } from '../insights/questionTopic';
import { representativeSentences } from '../insights/representativeSentences';
import { analysePassages } from '../passages';
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
    const analysed = analysePassages(request.passages);
    const companies = companiesOf(request.passages);
    const experts = interviewsOf(request.passages).length;
    return {
      title: questionTopic(request.questionText, analysed),
      lead: `${countPhrase(request.passages.length, 'answer')} from ${countPhrase(experts, 'expert')} at ${listNames(companies)}.`,
      quotes: representativeSentences(analysed).map((picked) => ({
        answerId: picked.passage.answerId,
        quote: picked.sentence.text,
      })),
    };
  }

  async findThemes(request: ThemeRequest): Promise<Theme[]> {
    return localThemes(request);
  }

  async measureSentiment(passages: readonly AnswerPassage[]) {
    return sentimentBreakdown(passages);
  }
}
