import { SKIPPED_ANSWER } from '../../../../../sync/contract';
import { EXPERTS } from '../experts';
import { ESG_PROJECT } from '../projects';
import type { DemoInterview } from '../types';

const projectId = ESG_PROJECT.id;

/** Meridian Capital: how banks integrate ESG into lending. */
export const ESG_INTERVIEWS: readonly DemoInterview[] = [
  {
    id: 'int_demo_esg_01',
    projectId,
    expert: EXPERTS.marcusChen,
    status: 'completed',
    createdHoursAgo: 240,
    completedHoursAgo: 2,
    compensation: 200,
    answers: [
      'We moved from a separate ESG questionnaire to scoring inside the credit memo about eighteen months ago. Every corporate loan above $25 million now carries a transition-risk score from 1 to 5, and the credit officer has to write two or three sentences on it, the same way they would on leverage or collateral. In practice it changes the decision on maybe 5 percent of deals, mostly in energy-intensive sectors like cement, shipping and older commercial real estate. Where it matters more is tenor and covenants: we would rather shorten a facility or add a transition-plan covenant than decline outright.',
      'Scope 3 emissions are the big one; for most mid-market borrowers we are estimating rather than measuring. We use PCAF data-quality scores, and honestly about 60 percent of our financed-emissions figure sits at quality 4 or 5, which means sector averages. We work around it by asking for energy bills and fleet data at annual review, which clients tolerate much better than a 40-question survey. The other gap is physical risk at asset level: we know the postcode, not the elevation of the loading dock.',
      'The climate stress test exercises forced us to build scenario capability we would otherwise have postponed for years. We ran the NGFS orderly and disorderly scenarios against the commercial real estate book and the losses were manageable, but the exercise exposed how manual our data pipeline was. Disclosure rules matter more for the board than the stress tests do, because once numbers are in the annual report the audit committee wants the same controls as for financial data. Regulation sets the floor, but the floor has risen quickly.',
      'Sustainability-linked loans are real revenue for us, though margins are thin: the step-down is typically 2.5 to 5 basis points, so the value is in winning the mandate rather than in the pricing. The bigger commercial value is advisory, meaning transition finance for mid-cap industrials that need capex for electrification and want a bank that understands their plan. We won three lead-left mandates this year where, as far as I can tell, the ESG conversation was the differentiator. I would not claim a lower default rate yet; the data series is too short.',
      'I expect consolidation around a handful of standards, probably ISSB-aligned disclosure, and much less appetite for bespoke questionnaires. Transition plans will become a normal credit document, like a business plan. The political noise will continue, so banks will talk less about ESG and more about transition risk and energy security while doing much of the same work. The central teams will shrink and the expertise will move into the business lines.',
    ],
  },
  {
    id: 'int_demo_esg_02',
    projectId,
    expert: EXPERTS.priyaNatarajan,
    status: 'completed',
    createdHoursAgo: 300,
    completedHoursAgo: 26,
    compensation: 250,
    answers: [
      'I would describe us as cautious. ESG factors are in our credit policy as a qualitative overlay, not as a score that moves the probability of default, because we have not been able to show that they predict losses. Our model risk team rejected an early ESG scorecard precisely because back-testing showed no lift over the existing rating. So the overlay drives concentration limits, where we cap the highest transition-risk sectors at about 8 percent of the corporate book, rather than the pricing of individual loans.',
      'Frankly, the data is the whole problem. Third-party ESG ratings disagree so much that two vendors gave the same borrower our best and our worst grade in the same quarter. We have stopped buying composite scores and use raw data points instead: reported emissions where they exist and sector intensity where they do not. For small business clients we have essentially nothing, and I am not convinced it is worth asking them.',
      'Regulation is the main reason we have a programme at all, and I say that without embarrassment. Supervisory expectations on climate risk management pushed us to put climate into the risk appetite statement and into the ICAAP. The disclosure side is less certain, since some rules have been delayed or challenged, so we build for the strictest plausible version rather than guess. My worry is that we spend heavily on reporting infrastructure while the actual risk management lags behind.',
      'I disagree with colleagues who call ESG pricing a growth engine; on our numbers the sustainability-linked book is too small to move revenue. Where I do see value is in avoiding stranded exposure: we exited two coal-adjacent relationships early and I suspect that saved us a painful workout. There is also a funding angle, because our green bond priced a few basis points tighter, which is modest but real. So value, yes, but mostly defensive.',
      "Fewer vendors, more internal data, and ESG folded into ordinary credit risk instead of sitting in its own department. I expect physical risk to overtake transition risk as the focus, because insurance costs already show up in our commercial real estate borrowers' cash flows. In coastal markets we have seen premiums rise 30 to 40 percent over two renewals, and that is a credit issue today, not in 2050.",
    ],
  },
  {
    id: 'int_demo_esg_03',
    projectId,
    expert: EXPERTS.davidOkafor,
    status: 'completed',
    createdHoursAgo: 320,
    completedHoursAgo: 74,
    compensation: 200,
    answers: [
      'On the corporate side, ESG shows up mainly through our sector policies and the annual review template. Relationship managers complete a transition-readiness section for clients in eight high-emitting sectors, and credit can send it back if it is thin. We also started tagging loans that finance specific green assets, like heat pumps across a warehouse portfolio or fleet electrification, so that we can report them. It is not in the rating model yet, and I do not think it should be until we have loss data.',
      'Getting consistent emissions data from private mid-market companies is the hardest part. Many of our clients have a finance team of five people and no sustainability lead at all. What works is doing the estimate for them from their energy spend and asking them to correct it: they engage much more with a number they disagree with than with a blank form. We share the estimate back with them too, which they like, because their own customers are starting to ask.',
      'The stress-test work mostly affected our real estate and agriculture portfolios. It made us look harder at flood exposure in two regions, and we tightened loan-to-value on new lending there by about 5 points. Disclosure requirements are pushing us to formalise things we used to do informally, which is fine, but the documentation burden falls on relationship managers who are already stretched.',
      "Mostly client retention. Our larger corporate clients are under pressure from their own buyers, typically big consumer brands with supplier emissions targets, and they value a bank that can help them hit those. We financed a packaging client's switch to recycled feedstock that way, and their treasury business moved to us afterwards. I would not overstate it, since price and speed still win most mandates, but it is one of the few new conversations we can have with a CFO.",
      SKIPPED_ANSWER,
    ],
  },
  {
    id: 'int_demo_esg_04',
    projectId,
    expert: EXPERTS.sarahLindqvist,
    status: 'completed',
    createdHoursAgo: 500,
    completedHoursAgo: 150,
    answers: [
      'I look at banks from the investor side, so I see their integration through what they disclose and what they say on engagement calls. The leaders have ESG factors in credit policy with clear sector thresholds and can tell you what share of the book is covered by client transition plans. The laggards still point at a sustainability report and an exclusion list. Across the roughly 30 banks we cover, I would put about a third in the first group.',
      "From the outside, the gap is comparability. Financed-emissions figures are not comparable across banks because methodologies, attribution factors and the share of estimated data differ so much. We built our own adjustment that re-weights each bank's figure by its PCAF data-quality score, and the ranking changes materially. Banks also rarely disclose the emissions of off-balance-sheet activity such as bond underwriting, which can be larger than the loan book.",
      "Disclosure rules are doing more than stress tests to change behaviour, in my view, because they give investors like us something to hold management to. Once a bank publishes an interim target for power-sector intensity, we ask about it every quarter. Stress tests are useful, but the published results are aggregated and the losses looked small, which some managements read as 'climate is not a material risk'. I think that conclusion is premature.",
      'We see it in cost of capital, though the effect is small and hard to isolate: in our holder analysis, banks with credible transition plans kept slightly more stable investor bases through drawdowns. Transition finance advisory and sustainability-linked structures are growing, but I would put them at low single digits of corporate banking revenue for most banks. The honest answer is that the commercial upside is still mostly a story, with a few real exceptions.',
      'Convergence of reporting, certainly, and a shift from headline net-zero pledges to sector pathways with near-term milestones. I expect investors to start telling apart the banks that exited high-emitting clients from the banks that actually finance their transition; the second is harder and more valuable. I also expect some backsliding on targets, which we will treat as information rather than as a scandal.',
    ],
  },
  {
    id: 'int_demo_esg_05',
    projectId,
    expert: EXPERTS.tomGallagher,
    status: 'completed',
    createdHoursAgo: 600,
    completedHoursAgo: 220,
    answers: [
      // Deliberately thin: the kind of answer a quality review should flag.
      'It depends on the team, really. Some deals get more of a look than others.',
      "Data is probably the main issue. We don't always get what we need from smaller clients, so a lot of the time we fall back on industry averages from our data vendor. It would help if there were one standard template that clients already filled in for their other lenders.",
      'Mostly more reporting. Our team spends a few days each quarter pulling numbers together for the climate disclosures, largely in spreadsheets. Senior management is working on the stress-test side, but I am not close to it.',
      'I have seen it help on a couple of deals where the client cared a lot about its own targets. A logistics client picked us partly because we offered a sustainability-linked margin step-down tied to its fleet electrification. But most clients still ask about price first.',
      'More of the same, I think, with better systems. I would expect the spreadsheets to be replaced by a proper data platform within a couple of years, which would free up time for actual client conversations. Until then, most of the reporting work will keep landing on junior staff like me.',
    ],
  },
  {
    id: 'int_demo_esg_06',
    projectId,
    expert: EXPERTS.michaelRossi,
    status: 'in_progress',
    createdHoursAgo: 96,
    startedHoursAgo: 1,
    answers: [
      "As an asset owner we see bank ESG integration mostly through our bond and equity managers, and we require them to report on it every year. When we hold a bank's debt directly, we ask how transition risk enters its credit limits, and the answers range from a detailed sector framework to a polite paragraph. We weight that at about 10 percent of the qualitative score in manager reviews.",
      'The gap we feel most is consistency between what banks report to us and what they publish. We have found differences of 20 percent or more in financed-emissions figures for the same year, usually because of restated methodologies. We now ask for a reconciliation whenever a figure moves by more than 10 percent.',
    ],
  },
  {
    // Linked from the client dashboard's "Expert Interface": always ready to take.
    id: 'demo',
    projectId,
    expert: {
      name: 'Alex Morgan',
      title: 'Head of Sustainable Finance',
      email: 'alex.morgan@example.com',
      company: 'Summit National Bank',
    },
    status: 'pending',
    createdHoursAgo: 1040,
  },
];
