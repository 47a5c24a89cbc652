/**
 * The /experts page's figures (spec section 1, "Expert-facing marketing claims").
 * They are static marketing copy, not data from the API.
 */
export const HEADLINE_STATS = [
  { value: '500+', label: 'teams helped' },
  { value: '$2.3M', label: 'in expert earnings' },
  { value: '94%', label: 'match accuracy' },
] as const;

export const SCHEDULING_POINTS = [
  {
    title: 'Flexible scheduling',
    text: 'Pick the slots that suit you. Nothing is booked without your yes.',
  },
  {
    title: 'Weekend options',
    text: 'Busy during the week? Take interviews on Saturday or Sunday instead.',
  },
  {
    title: 'Global time zones',
    text: 'Interviews run around the clock, wherever you are based.',
  },
  {
    title: '30-60 minutes',
    text: 'Most interviews take 30 to 60 minutes; the average is 45.',
  },
] as const;

export const EARNING_STREAMS = [
  {
    title: 'Interview payment',
    value: '$150-$500',
    unit: 'per session',
    text: 'Paid for every interview you complete, depending on your field and seniority.',
  },
  {
    title: 'Royalties',
    value: '$50-$300',
    unit: 'per month, per project',
    text: 'Typical monthly royalties while an AI system trained on your input is in use.',
  },
] as const;

/** The worked example: 3 one-hour sessions plus royalties from 2 active AI systems. */
export const EARNINGS_EXAMPLE = [
  { label: '3 one-hour sessions', amount: '$900' },
  { label: 'Monthly royalties from 2 active AI systems', amount: '$180' },
] as const;
export const EARNINGS_EXAMPLE_TOTAL = { label: 'Monthly potential', amount: '$1,080+' } as const;

export const SIGNUP_FACTS = [
  { value: 'Free', label: 'to join, no commitments' },
  { value: '5 min', label: 'to set up your profile' },
  { value: '24 h', label: 'to your first match' },
  { value: '$250', label: 'average first week' },
] as const;
