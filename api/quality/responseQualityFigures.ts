import type { QualityFigure } from '../../sync/contract';
import type { AnswerAssessment } from './answerQuality';

/**
 * The client dashboard's three Response Quality figures (the spec's hard-coded 92%,
 * 87%, 94%), each a share of stored answers with the counts behind it:
 * - answer completeness: answers not skipped, of all answers;
 * - specificity: answers giving a figure or a name, of the answers with text;
 * - transcript quality: recordings with a usable transcript, of the recordings whose
 *   transcription has finished (typed answers have no transcript to judge).
 */
export function responseQualityFigures(
  answers: readonly AnswerAssessment[],
  /** Appended to each definition when the answers are filtered: " about “ESG”". */
  within = '',
): QualityFigure[] {
  const withText = answers.filter((answer) => answer.hasText);
  const recordings = answers.filter((answer) => answer.transcriptJudged);
  return qualityFiguresOf(
    {
      answers: answers.length,
      answered: answers.filter((answer) => !answer.skipped).length,
      withText: withText.length,
      specific: withText.filter((answer) => answer.specific).length,
      judgedRecordings: recordings.length,
      usableTranscripts: recordings.filter((answer) => !answer.lowQualityTranscript).length,
    },
    within,
  );
}

/** The counts behind the three figures, as SQL can count them from stored features. */
export interface QualityCounts {
  answers: number;
  /** Not skipped. */
  answered: number;
  withText: number;
  /** With text and a figure or a name. */
  specific: number;
  /** Recordings whose transcription has finished. */
  judgedRecordings: number;
  /** Of those, the ones with a usable transcript. */
  usableTranscripts: number;
}

export function qualityFiguresOf(counts: QualityCounts, within = ''): QualityFigure[] {
  return [
    figure({
      key: 'answerCompleteness',
      label: 'Answer completeness',
      numerator: counts.answered,
      denominator: counts.answers,
      definition: `Answers not skipped${within}`,
      of: 'answers',
    }),
    figure({
      key: 'specificity',
      label: 'Specificity',
      numerator: counts.specific,
      denominator: counts.withText,
      definition: `Answers that give a figure or a name (an institution, a rule, a product)${within}`,
      of: 'written answers',
    }),
    figure({
      key: 'transcriptQuality',
      label: 'Transcript quality',
      numerator: counts.usableTranscripts,
      denominator: counts.judgedRecordings,
      definition: `Recorded answers whose transcript is usable (not failed, not empty, not far shorter than the recording, not doubted by speech recognition, not garbled)${within}`,
      of: 'transcribed recordings',
    }),
  ];
}

function figure(input: {
  key: QualityFigure['key'];
  label: string;
  numerator: number;
  denominator: number;
  definition: string;
  of: string;
}): QualityFigure {
  const { key, label, numerator, denominator, definition, of } = input;
  return {
    key,
    label,
    numerator,
    denominator,
    percent: denominator === 0 ? null : Math.round((numerator * 100) / denominator),
    explanation:
      denominator === 0
        ? `${definition}: there are no ${of} yet.`
        : `${definition}: ${numerator} of ${denominator} ${of}.`,
  };
}
