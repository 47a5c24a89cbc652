import { SKIPPED_ANSWER } from '../../../../../sync/contract';
import { EXPERTS } from '../experts';
import { GROWTH_EQUITY_PROJECT } from '../projects';
import type { DemoInterview } from '../types';

const projectId = GROWTH_EQUITY_PROJECT.id;

/** Meridian Capital: growth equity and private equity through market volatility. */
export const GROWTH_EQUITY_INTERVIEWS: readonly DemoInterview[] = [
  {
    id: 'int_demo_ge_01',
    projectId,
    expert: EXPERTS.kenjiWatanabe,
    status: 'completed',
    createdHoursAgo: 250,
    completedHoursAgo: 30,
    compensation: 300,
    answers: [
      'We underwrite to a higher cost of capital and a shorter path to profitability than three years ago. Our base case now assumes no multiple expansion at exit, and we want the company to reach cash-flow breakeven on the capital we provide without depending on another round. That rules out many businesses we would have backed at the peak. We also run a downside case with revenue growth 40 percent below plan, and the company has to survive it with at least 12 months of runway.',
      "The gap has narrowed but not closed. Founders anchored on their last round's valuation, often set in a very different market, and the first year of the downturn was mostly a standoff. Now we see more structured deals, with liquidation preferences or ratchets, that let a founder keep a headline number while we get downside protection. I am not a fan of heavy structure because it misaligns incentives later, but it has helped deals get done.",
      'Vertical software with embedded payments and high net revenue retention has held up well: customers do not switch the systems that run their operations because rates moved. Businesses serving regulated industries with compliance-driven demand have also been resilient. The weakest have been consumer subscriptions and anything that depends on cheap customer acquisition through paid social. Healthcare services are mixed, with strong demand but labour costs squeezing margins.',
      "We use a data platform that tracks web traffic, hiring and app downloads to spot companies accelerating before they raise, and it now generates roughly a fifth of our first meetings. In diligence, generative AI reads the data room (contracts, customer lists, board minutes) and flags unusual terms such as change-of-control clauses. It cuts the first pass from a week to a day or two, but a person still reads every flagged item. We caught two material issues this way that the banker's materials did not mention.",
      'IPO windows open and close quickly, so we plan for sponsor-to-sponsor sales and strategic buyers as the base case. Hold periods have stretched from about four years to nearer six for our recent exits. We used continuation funds for two assets where we still see upside, which LPs accept when the pricing is tested by a third party. Dividend recapitalisations are less attractive at current rates, so we have mostly avoided them.',
    ],
  },
  {
    id: 'int_demo_ge_02',
    projectId,
    expert: EXPERTS.lauraFeldman,
    status: 'completed',
    createdHoursAgo: 260,
    completedHoursAgo: 108,
    compensation: 300,
    answers: [
      'Volatility mostly shows up as a wider range of outcomes in our models, so we now spend more time on the downside case than on the base case. We tightened our rule-of-40 threshold for software deals and look at the quality of gross margin, not just growth. Deal pacing is down about 30 percent by count from the peak, which our LPs have actually welcomed.',
      'Founders have become more realistic over the last year, particularly those who tried to raise and failed. The typical valuation gap at term sheet is now 15 to 20 percent, against 40 percent or more eighteen months ago. Secondary sales by early employees have also helped reset expectations, because they give a market price. I slightly disagree with the view that structure is the answer; we prefer a clean price, even a lower one.',
      SKIPPED_ANSWER,
      'We are earlier in this than some peers. We use AI tools to summarise expert calls and to build first-draft market maps, which saves associates perhaps a day per deal. We tried a sourcing model trained on our historical pipeline, but it mostly recommended companies that looked like our past investments, which is not what we want. Data quality on private companies remains the limiting factor.',
      'Strategic buyers have come back more than financial sponsors in our sectors, especially for businesses with proprietary data. We are preparing two companies for sale next year and the work is mostly about profitability, because buyers pay for EBITDA now, not for growth at any price. We expect to hold some assets longer than planned and have reserved capital for follow-ons to support them.',
    ],
  },
  {
    id: 'int_demo_ge_03',
    projectId,
    expert: EXPERTS.noraBenali,
    status: 'completed',
    createdHoursAgo: 270,
    completedHoursAgo: 168,
    compensation: 300,
    answers: [
      'I would call it discipline on entry price more than a change in the model itself. We still believe in growth, but we pay for efficient growth: net new ARR per dollar of burn above about 0.8 is our rough threshold. Volatility has made debt more expensive, so we use less leverage in growth deals, typically under 2.5 times recurring revenue where we used to accept 3.5.',
      'I see the gap differently from some colleagues. In the top quartile there is barely a gap, because competition for those companies is still intense. The gap is in the middle, where founders still hope for the old multiples and investors can afford to wait. Those companies either take structured money or extend runway with cost cuts, and I expect a wave of down rounds there over the next year.',
      'Infrastructure software for financial services, cybersecurity and some industrial technology look resilient. Businesses with usage-based pricing turned out more volatile than people expected, because revenue fell quickly when customers cut usage. I would be careful with anything whose unit economics depend on low interest rates, such as buy-now-pay-later models or asset-heavy rental platforms.',
      'We use large language models heavily in diligence, for reading contracts and for synthesising customer interviews: we speak to 15 to 20 customers per deal and the model helps us code themes consistently. For sourcing we combine alternative data with partner networks, and I have not seen a purely data-driven approach beat relationships in growth equity. AI is also useful in portfolio monitoring, flagging companies whose hiring slows before their numbers show it.',
      'Mixed. We completed one strategic exit at a good multiple this year, but two other processes failed to clear our price and we pulled them. We are working with management teams on exit readiness (clean financials, audited revenue recognition, lower customer concentration) so that we can move quickly when a window opens. Patience is the strategy, though our LPs want distributions.',
    ],
  },
  {
    id: 'int_demo_ge_04',
    projectId,
    expert: EXPERTS.danielKim,
    status: 'in_progress',
    createdHoursAgo: 120,
    startedHoursAgo: 20,
    compensation: 300,
    answers: [
      'We moved from underwriting a single exit multiple to a range, and we size the position so that the low end still returns our capital. In practice we write smaller first cheques, around $15 million instead of $25 million, and keep reserves for later rounds. It also means we walk away from more processes than before.',
      "In the deals I have seen, valuations have come down roughly a third from the peak for comparable growth rates. Founders who raised at the top are the hardest conversations, because any new round also resets their employees' option value. The ones who have been through a downturn before tend to move faster.",
      'Mission-critical B2B software and tech-enabled services with contracted revenue. I would add companies that help others cut costs: procurement and energy-efficiency software have seen demand rise as budgets tighten. Anything discretionary has been harder.',
    ],
  },
  {
    // The admin dashboard's "Expert interview" link: always ready to take.
    id: 'int-growth-equity-demo',
    projectId,
    expert: {
      name: 'Jordan Blake',
      title: 'Partner',
      email: 'jordan.blake@example.com',
      company: 'Ironwood Partners',
    },
    status: 'pending',
    createdHoursAgo: 280,
    compensation: 300,
  },
  {
    id: 'int_demo_ge_05',
    projectId,
    expert: EXPERTS.elena,
    status: 'pending',
    createdHoursAgo: 48,
    compensation: 250,
  },
];
