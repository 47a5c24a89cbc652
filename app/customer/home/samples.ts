/**
 * What an empty field fills in when focused (spec section 5), selected so typing
 * replaces it: an example of the kind of answer each field wants.
 */
export const PROJECT_SAMPLES = {
  name: 'Regional Bank AI Adoption Study',
  description: 'How mid-size banks are bringing AI into lending, operations and compliance.',
  projectGoal:
    'Understand where regional banks use AI today, what holds back wider use, and which vendors they trust.',
  expertProfile:
    'Senior technology, operations and risk leaders at US regional and community banks.',
} as const;

/** One example question per slot, so each slot suggests something different. */
export const SAMPLE_QUESTIONS: readonly string[] = [
  'How has your organisation’s approach to this area changed over the past two years?',
  'What are the biggest obstacles you face today, and how are you addressing them?',
  'Which vendors or tools have you evaluated, and what made you choose or reject them?',
  'How do you measure success here, and what results have you seen so far?',
  'Where do you expect the largest changes over the next 12 to 18 months?',
  'What would make you increase or cut your budget in this area?',
  'Who makes the final decision in your organisation, and what convinces them?',
  'What do your competitors do better or worse than you?',
  'Which regulations or internal policies shape your decisions most?',
  'If you could change one thing about how this is done today, what would it be?',
];
