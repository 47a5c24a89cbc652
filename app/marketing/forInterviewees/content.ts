import type { FaqItem } from '../forExperts/FaqAccordion';

export const INTERVIEWEE_STEPS = [
  {
    title: 'Get invited',
    text: 'A business wants to hear from customers like you. We send you a link to a short interview.',
  },
  {
    title: 'Talk, at your own pace',
    text: 'Our AI interviewer asks about your experience and follows up on what you say. Answer out loud, from any device.',
  },
  {
    title: 'Get paid',
    text: 'Once your interview has been reviewed, your payment goes to your payment provider account.',
  },
] as const;

export const COMPENSATION_POINTS = [
  {
    title: 'Paid for every completed interview',
    text: 'Each interview is paid. The amount is shown in your invitation before you start.',
  },
  {
    title: 'A bonus for thoughtful answers',
    text: 'Responses of above-average quality can earn a bonus on top of the interview payment.',
  },
  {
    title: 'Paid through a payment provider',
    text: 'Link your payment provider account once, and every payment lands there.',
  },
  {
    title: 'Reviewed before payment',
    text: 'Low-quality responses are flagged for review before anyone is paid, which keeps the bonus fair.',
  },
] as const;

export const INTERVIEWEE_FAQ: readonly FaqItem[] = [
  {
    question: 'What is this interview?',
    answer:
      'A short voice conversation with an AI interviewer about your experience as a customer: what you bought, why you chose it and what you would change. It asks follow-up questions, just like a person would.',
  },
  {
    question: 'Why was I selected?',
    answer:
      'Your experience matches what a business is trying to understand, for example a product you use or a purchase you made recently. There are no right or wrong answers; your honest view is what counts.',
  },
  {
    question: 'Are my answers anonymised?',
    answer:
      'Yes. Your answers are anonymised and never quoted. The business sees patterns across many interviews, not your name or contact details.',
  },
  {
    question: 'How will my interview be used?',
    answer:
      'Your interview is transcribed and combined with others to train an AI assistant that helps the business understand what its customers need and prefer.',
  },
  {
    question: 'How is quality checked?',
    answer:
      'Every interview is reviewed. Low-quality responses, such as very short or off-topic answers, are flagged for review before payment.',
  },
  {
    question: 'Will there be a follow-up interview?',
    answer:
      'Sometimes. If the business would like to hear more, we notify you by e-mail, and the follow-up interview appears in the same dashboard as your first one.',
  },
  {
    question: 'How do I get paid?',
    answer:
      'Payments go through a payment provider. After your interview you receive a link to connect your payment provider account, and your payment is sent there once the interview has passed review.',
  },
];
