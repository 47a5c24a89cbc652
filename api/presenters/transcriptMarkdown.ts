import type { AnswerAddition, InterviewTranscript, TranscriptQuestion } from '../../sync/contract';
import { SKIPPED_ANSWER } from '../../sync/contract';
import { transcriptFileName } from '../../sync/contract/fileNames';
import { escapeMarkdown as md } from './markdown';

export interface TranscriptFile {
  filename: string;
  markdown: string;
}

/**
 * 'Download transcript': the questions and answers as Markdown, the same text the
 * transcript dialog shows. Everything stored is escaped (./markdown.ts). The interview
 * id stays out of the file: it is the interview's link, and a file gets forwarded.
 */
export function renderTranscriptMarkdown(
  transcript: InterviewTranscript,
  generatedAt: Date,
): TranscriptFile {
  const { interview } = transcript;
  const day = generatedAt.toISOString().slice(0, 10);
  let baseNumber = 0;
  const sections = transcript.questions.map((question) => {
    const heading =
      question.questionType === 'followup'
        ? `### AI follow-up: ${md(question.questionText)}`
        : `## Q${++baseNumber}. ${md(question.questionText)}`;
    return [
      heading,
      answerText(question),
      ...(question.answer?.additions ?? []).map(additionText),
    ].join('\n\n');
  });
  const markdown = [
    `# Interview transcript: ${md(interview.expertName)}, ${md(interview.company)}`,
    [
      `- Client: ${md(interview.client)}`,
      `- Project: ${md(interview.projectName ?? 'unknown')}`,
      `- Status: ${interview.status.replace('_', ' ')}`,
      `- Answered: ${interview.answeredQuestions} of ${interview.totalQuestions} questions`,
      `- Exported: ${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    ].join('\n'),
    ...sections,
  ]
    .join('\n\n')
    .concat('\n');
  return {
    filename: transcriptFileName(interview, day),
    markdown,
  };
}

function answerText({ answer }: TranscriptQuestion): string {
  if (!answer) return '_Not answered yet._';
  if (answer.answerText === SKIPPED_ANSWER) return '_Skipped._';
  if (answer.answerText.trim()) return md(answer.answerText);
  if (answer.transcriptionStatus === 'pending')
    return '_Voice answer: the transcript is on its way._';
  if (answer.transcriptionStatus === 'failed') return '_Voice answer: transcription failed._';
  return '_Empty answer._';
}

/** An answer sent from a second device, quoted under the answer it adds to, with its time. */
function additionText(addition: AnswerAddition): string {
  const when = addition.createdAt.slice(0, 16).replace('T', ' ');
  const text = addition.text.trim()
    ? md(addition.text)
    : addition.transcriptionStatus === 'pending'
      ? '_Voice addition: the transcript is on its way._'
      : addition.transcriptionStatus === 'failed'
        ? '_Voice addition: transcription failed._'
        : '_Empty addition._';
  return `> **Addition from another device (${when} UTC):**\n> ${text.replaceAll('\n', '\n> ')}`;
}
