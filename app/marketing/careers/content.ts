/** Copy for /careers. The spec gives the role; the rest is plain marketing copy. */

export const MISSION = [
  'Parley builds AI assistants powered by human insight. We interview the people who know a field best, experts and customers, and turn what they say into assistants that teams can question, trust and cite.',
  'We are a small team that works inside our customers’ organisations, ships every week and treats the people we interview with care: their answers are anonymised, and they are paid for their time.',
];

export const PRINCIPLES = [
  {
    title: 'Work where the problem is',
    text: 'We sit with customer teams, hear their questions first-hand and build from there.',
  },
  {
    title: 'Human insight first',
    text: 'Models are only as good as the interviews behind them. We sweat the quality of both.',
  },
  {
    title: 'Small team, real ownership',
    text: 'Everyone ships to production and talks to customers. No hand-offs, no ticket queues.',
  },
];

export const ROLE = {
  location: 'New York | SF',
  summary:
    'Embed with our customers’ research and marketing teams: scope the questions they need answered, set up the expert interviews, and deploy and tune the assistants trained on them. Full-stack TypeScript and a lot of conversations with people.',
};
