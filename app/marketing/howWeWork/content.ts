/** The six stages of an engagement (spec section 1, "How-we-work page"). */
export const STAGES = [
  {
    title: 'Discovery',
    text: 'We sit with your team to pin down the decisions the assistant must support, who uses it and what a good answer looks like.',
  },
  {
    title: 'Expert Sourcing',
    text: 'We find and vet the experts or customers whose knowledge the assistant needs, matched to your brief.',
  },
  {
    title: 'AI Interviews',
    text: 'Our AI interviewer runs voice interviews at scale, asking follow-ups on every answer. Transcripts arrive as interviews finish.',
  },
  {
    title: 'Model Training',
    text: 'We train a custom model on the interviews, then test it against the questions your team actually asks.',
  },
  {
    title: 'Deployment',
    text: 'The assistant goes live where your team works, in a single-tenant deployment with role-based access.',
  },
  {
    title: 'Iteration',
    text: 'We watch how it is used, run new interviews where answers are thin and retrain, so it keeps getting better.',
  },
] as const;

/**
 * The monitoring dashboard's sample figures. Illustrative marketing copy: no live data
 * is read here, and the page says so next to them.
 */
export const SAMPLE_METRICS = [
  { label: 'Accuracy', value: '94%', note: 'Answers rated correct by your reviewers' },
  { label: 'Satisfaction', value: '4.7/5', note: 'Average rating from your team' },
  { label: 'Weekly usage', value: '247', note: 'Up 12% from last week' },
] as const;
