import type { SubmitAnswerPayload } from '../sync/outbox/operations';

/**
 * What the outbox drain sends: per interview, 20 typed answers and 2 recordings, in
 * question order, as an expert who answered a whole interview offline would queue them.
 */

export const QUESTIONS = [
  'How would you describe your role and your company’s position in industrial automation?',
  'Which customer segments drove most of your revenue over the last two years?',
  'How have lead times for controllers and drives changed since last year?',
  'What share of new projects now include predictive maintenance?',
  'Which competitors do you meet most often in tenders, and why do you win or lose?',
  'How do customers budget for automation upgrades today?',
  'Please describe, in your own words, the biggest change in how plants buy equipment.',
  'What role do system integrators play in your deals?',
  'How important is open connectivity (OPC UA, MQTT) in purchasing decisions?',
  'Where do you see pricing pressure, and where can you still raise prices?',
  'How are labour shortages affecting your customers’ investment plans?',
  'Which regions are growing fastest for you, and why?',
  'How do customers evaluate cybersecurity when they buy connected equipment?',
  'What is the typical payback period customers expect from an automation project?',
  'Please tell us about a recent project that went particularly well or badly.',
  'How has the move to software subscriptions been received by plant managers?',
  'Which technologies are overhyped in your market right now?',
  'How do you expect robot adoption in small and mid-sized factories to evolve?',
  'What are the main reasons projects get delayed or cancelled?',
  'How do energy prices influence the business case for new equipment?',
  'What would make you switch your main component supplier?',
  'Where will the market be in five years, in your view?',
];

/** Indexes of the questions answered by voice: one early, one late in the interview. */
export const AUDIO_QUESTION_INDEXES = new Set([6, 14]);

/** Substantive answers, combined two by two so no two interviews give the same text. */
const SENTENCES = [
  'I run the sales engineering team for a mid-sized supplier of motion control systems in central Europe.',
  'Food and beverage plants were our largest segment, followed closely by packaging machine builders.',
  'Lead times for drives came down from about forty weeks to roughly twelve, which unlocked many postponed orders.',
  'Around a third of the projects we quote now ask for condition monitoring on motors and gearboxes.',
  'We usually compete with two large European groups, and we win when the integrator already knows our software.',
  'Most customers still fund upgrades from the maintenance budget, so projects are cut into small phases.',
  'Procurement teams have taken over decisions that plant engineers used to make on their own.',
  'Integrators specify the hardware in most mid-sized projects, so we spend a lot of time training them.',
  'Open protocols have become a requirement in tenders, but very few plants use them beyond basic data collection.',
  'Standard components are under heavy price pressure, while safety controllers still hold their margins.',
  'Several customers told us they automate because they simply cannot hire night-shift operators anymore.',
  'Growth is strongest in Mexico and Poland, where manufacturers are moving production closer to their customers.',
  'Security reviews now add two or three months to any project that connects machines to the cloud.',
  'Customers expect payback within two years, and anything above three years rarely gets approved.',
  'A bottling line we retrofitted last spring reached full speed a week early because the integrator tested everything offline.',
  'Plant managers dislike subscriptions for machines that run for twenty years, although they accept them for analytics.',
  'Digital twins are oversold: most plants do not have accurate drawings of their own lines.',
  'Collaborative robots are spreading in small factories because they can be redeployed without a specialist.',
  'Projects mostly slip because the plant cannot schedule downtime, not because of the technology.',
  'High electricity prices made efficient drives an easy sell, especially for pumps and fans.',
  'We would switch suppliers only for better availability, since price differences are small compared to downtime costs.',
  'In five years I expect software and services to be half of our revenue, up from about fifteen percent today.',
  'The customers who invested during the shortage now have a clear advantage in delivery times.',
  'Our distributors report that replacement orders are steady while new lines are being postponed.',
  'Engineering capacity at the integrators is the real bottleneck for most of our customers.',
  'We have started offering remote commissioning, which saves customers roughly a week of travel per project.',
  'Training operators on new interfaces takes longer than installing the equipment itself.',
  'Interest rates made customers more careful, so they ask for phased payments and pilot installations.',
  'The chemical industry is slower to adopt new technology because every change needs a new safety assessment.',
  'Spare parts availability has become a key argument in tenders since the supply problems of the last years.',
  'European customers ask more and more about the carbon footprint of the equipment we deliver.',
];

/** Real sentences, varied per interview and question (a vague one-liner would invite follow-ups). */
export function textAnswer(interviewIndex: number, questionIndex: number): string {
  const first = SENTENCES[(interviewIndex * 7 + questionIndex) % SENTENCES.length]!;
  const second = SENTENCES[(interviewIndex * 3 + questionIndex * 5 + 11) % SENTENCES.length]!;
  return first === second ? first : `${first} ${second}`;
}

export interface RecordedAudio {
  mimeType: string;
  durationMs: number;
  /** As MediaRecorder hands them over and the device stores them: one chunk per timeslice. */
  chunks: ArrayBuffer[];
}

export interface PlannedAnswer {
  payload: SubmitAnswerPayload;
  /** Null for a typed answer. */
  audio: ArrayBuffer[] | null;
}

/**
 * Every answer of every interview, interview by interview and in question order: the
 * order the engine replays them in (each interview's queue in turn), which the direct
 * run follows. Two sets of interviews get the same texts, question by question.
 */
export function planAnswers(
  interviews: { id: string; questionIds: string[] }[],
  recording: RecordedAudio,
): PlannedAnswer[] {
  return interviews.flatMap((interview, interviewIndex) =>
    interview.questionIds.map((questionId, questionIndex): PlannedAnswer => {
      const byVoice = AUDIO_QUESTION_INDEXES.has(questionIndex);
      const payload: SubmitAnswerPayload = byVoice
        ? {
            kind: 'submitAnswer',
            interviewId: interview.id,
            questionId,
            audio: { mimeType: recording.mimeType, durationMs: recording.durationMs },
          }
        : {
            kind: 'submitAnswer',
            interviewId: interview.id,
            questionId,
            answerText: textAnswer(interviewIndex, questionIndex),
          };
      return { payload, audio: byVoice ? recording.chunks : null };
    }),
  );
}
