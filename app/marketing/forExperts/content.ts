import type { FaqItem } from './FaqAccordion';

export const EXPERT_STEPS = [
  {
    title: 'Tell us what you know',
    text: 'Sign up in about five minutes with your role, company and area of expertise.',
  },
  {
    title: 'Talk with our AI interviewer',
    text: 'Answer questions out loud, at a time that suits you. It asks follow-ups the way a sharp colleague would.',
  },
  {
    title: 'Earn, then keep earning',
    text: 'You are paid for your time, and rewarded again whenever an AI assistant trained on your input is used.',
  },
] as const;

export const EXPERT_FAQ: readonly FaqItem[] = [
  {
    question: 'What is Parley?',
    answer:
      'Parley builds custom AI assistants trained on interviews with people who know a field first-hand. An AI interviewer asks you about your work and follows up on what you say; your answers help train assistants that research and business teams use every day.',
  },
  {
    question: 'Will my answers be anonymised?',
    answer:
      'Yes. Your answers are anonymised and never quoted. Clients see insights drawn from many interviews, not your name, your employer or your words attributed to you.',
  },
  {
    question: 'How is my interview used?',
    answer:
      'Your interview is transcribed and used to train and improve the AI assistant for a client project. When a model trained on your input is used, you are rewarded for it, on top of the payment for the interview itself.',
  },
];
