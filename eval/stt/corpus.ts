/**
 * The speech-to-text evaluation set: four finance projects as a client would brief
 * them, and expert answers to their questions, written for this set (no recording
 * of a real person). Numbers are written as they are spoken: the synthetic voices
 * read them, and the reference must match what was said.
 *
 * Each answer belongs to the TUNING set (used to choose the pipeline's settings and
 * as a project's "earlier answers" when its language model is built) or to the
 * HELD-OUT set (only ever reported, never tuned on).
 */
export interface EvalProject {
  id: string;
  title: string;
  description: string;
  questions: string[];
}

export interface EvalAnswer {
  id: string;
  projectId: string;
  /** Index into the project's questions. */
  question: number;
  set: 'tuning' | 'heldout';
  text: string;
}

export const PROJECTS: EvalProject[] = [
  {
    id: 'esg',
    title: 'ESG integration in European asset management',
    description:
      'Our client, a mid-sized asset manager, wants to understand how peers integrate ESG data into portfolio construction, how they report Scope 3 emissions, and how the SFDR Article 8 and Article 9 rules change product design and client demand.',
    questions: [
      'How does your firm use ESG ratings when it builds portfolios?',
      'What are the main difficulties in measuring Scope 3 emissions for a listed equity portfolio?',
      'How have the SFDR Article 8 and Article 9 classifications changed demand from your clients?',
      'Which data providers do you rely on, and how much do the ratings disagree?',
      'What would make you exclude a company rather than engage with it?',
    ],
  },
  {
    id: 'rates',
    title: 'Interest rate outlook and the SOFR transition',
    description:
      'A regional bank wants an expert view on where short term interest rates are heading, how the move from LIBOR to SOFR affected loan pricing and hedging, and how deposit betas and net interest margins behave when the central bank cuts.',
    questions: [
      'Where do you expect the federal funds rate to be in twelve months, and why?',
      'What problems did your clients face when loans moved from LIBOR to SOFR?',
      'How do deposit betas behave when the central bank starts cutting rates?',
      'How should a regional bank hedge its net interest margin today?',
      'What signals in the yield curve do you watch most closely?',
    ],
  },
  {
    id: 'credit',
    title: 'Private credit and direct lending',
    description:
      'An institutional investor is considering an allocation to private credit funds and wants to understand direct lending terms, default and recovery rates, leverage, covenants and how private credit competes with the broadly syndicated loan market.',
    questions: [
      'How have spreads and terms in direct lending changed over the last two years?',
      'What default and recovery rates do you expect in the middle market?',
      'How much leverage do sponsors use in a typical buyout financing today?',
      'How do covenants in private credit compare with syndicated loans?',
      'What should an investor check before committing to a private credit manager?',
    ],
  },
  {
    id: 'energy',
    title: 'Energy transition financing',
    description:
      'A pension fund is reviewing its infrastructure strategy and wants an expert view on renewable power project finance, power purchase agreements, battery storage economics, green bonds and the policy risk behind the energy transition.',
    questions: [
      'How are power purchase agreements priced for new solar and wind projects?',
      'What returns can investors expect from battery storage projects?',
      'How do lenders size debt for a renewable energy project?',
      'Is the green bond market delivering real additional investment?',
      'Which policy changes would most affect the economics of these projects?',
    ],
  },
];

export const ANSWERS: EvalAnswer[] = [
  // ESG: tuning
  {
    id: 'esg-01',
    projectId: 'esg',
    question: 0,
    set: 'tuning',
    text: 'We use ESG ratings as one input among several. The portfolio managers see the score next to the financial model, but they can overrule it if they document why. In practice the rating mostly changes position sizes rather than the list of names.',
  },
  {
    id: 'esg-02',
    projectId: 'esg',
    question: 1,
    set: 'tuning',
    text: 'Scope 3 is hard because most of it is estimated. For a typical equity portfolio maybe twenty percent of companies report their own Scope 3 numbers, and the rest comes from sector averages that can be wrong by a factor of two.',
  },
  {
    id: 'esg-03',
    projectId: 'esg',
    question: 2,
    set: 'tuning',
    text: 'Article 8 became the default label for almost every new fund. Article 9 demand was strong at first, but after the downgrades many clients became nervous, and several funds moved back to Article 8 to avoid the reputational risk.',
  },
  {
    id: 'esg-04',
    projectId: 'esg',
    question: 3,
    set: 'tuning',
    text: 'We take data from two of the large providers and a specialist for carbon data. The correlation between the two main ESG ratings is only about zero point five, so we never rely on a single score for an investment decision.',
  },
  {
    id: 'esg-05',
    projectId: 'esg',
    question: 4,
    set: 'tuning',
    text: 'We exclude when engagement has failed for more than three years, or when the business model itself is the problem, for example thermal coal. Otherwise we prefer to stay invested and vote against the board.',
  },
  {
    id: 'esg-06',
    projectId: 'esg',
    question: 0,
    set: 'tuning',
    text: 'In our fixed income funds the ESG score feeds into the credit risk assessment. A weak governance score usually means we ask for a higher spread, and we have seen that those issuers do have more rating downgrades.',
  },
  {
    id: 'esg-07',
    projectId: 'esg',
    question: 1,
    set: 'tuning',
    text: 'The biggest problem with Scope 3 is double counting. The emissions of a car maker include the steel it buys and the fuel its customers burn, so if you add up the portfolio you count the same ton of carbon several times.',
  },
  {
    id: 'esg-08',
    projectId: 'esg',
    question: 2,
    set: 'tuning',
    text: 'Institutional clients in the Nordics and the Netherlands ask for Article 9 products, while retail clients in the south care much more about fees than about the SFDR classification.',
  },
  {
    id: 'esg-09',
    projectId: 'esg',
    question: 3,
    set: 'tuning',
    text: 'Ratings disagree most on governance and social topics. On climate data the providers are closer, because they start from the same reported emissions, although the estimates for smaller companies still differ a lot.',
  },
  {
    id: 'esg-10',
    projectId: 'esg',
    question: 4,
    set: 'tuning',
    text: 'Engagement works when you hold a meaningful stake and you have a clear ask with a deadline. We escalate through a public statement, then a vote against the chair, and only then do we sell the position.',
  },
  // ESG: held out
  {
    id: 'esg-11',
    projectId: 'esg',
    question: 0,
    set: 'heldout',
    text: 'Our equity team uses the ESG rating as a screen first and then as a tilt. Companies in the bottom ten percent are removed, and the remaining weights move a little toward the better rated names in each sector.',
  },
  {
    id: 'esg-12',
    projectId: 'esg',
    question: 1,
    set: 'heldout',
    text: 'Measuring Scope 3 for a listed portfolio depends on estimates for the supply chain. We found that the reported figures changed by forty percent in one year simply because a provider updated its model.',
  },
  {
    id: 'esg-13',
    projectId: 'esg',
    question: 2,
    set: 'heldout',
    text: 'Since the SFDR rules came in, clients ask for the Article 8 or Article 9 label before they ask about performance. Demand for Article 9 funds has slowed, but pension funds still want a credible climate target.',
  },
  {
    id: 'esg-14',
    projectId: 'esg',
    question: 3,
    set: 'heldout',
    text: 'We rely on one main ESG data provider and check its ratings against company reports. When two providers disagree by more than two grades, an analyst reviews the company by hand before we invest.',
  },
  {
    id: 'esg-15',
    projectId: 'esg',
    question: 4,
    set: 'heldout',
    text: 'We would exclude a company that refuses to disclose its emissions after two years of engagement. For most companies we believe that voting and regular meetings with management achieve more than selling the shares.',
  },
  {
    id: 'esg-16',
    projectId: 'esg',
    question: 0,
    set: 'heldout',
    text: 'The ratings matter most in our sustainable funds, where the portfolio must beat the benchmark on carbon intensity by at least thirty percent. In the other funds the portfolio managers use ESG data mainly to understand risk.',
  },
  {
    id: 'esg-17',
    projectId: 'esg',
    question: 1,
    set: 'heldout',
    text: 'Most companies only report Scope 1 and Scope 2 emissions with any confidence. For Scope 3 we use sector models, and we tell clients clearly that those numbers are estimates and can change a lot.',
  },
  {
    id: 'esg-18',
    projectId: 'esg',
    question: 2,
    set: 'heldout',
    text: 'The Article 9 downgrades taught clients that the label is not a guarantee. Now they ask us to show the holdings, the exclusion list and the engagement results before they commit any money.',
  },
  {
    id: 'esg-19',
    projectId: 'esg',
    question: 3,
    set: 'heldout',
    text: 'The disagreement between providers is large for banks and for technology companies. One provider may rate a bank as a leader while another puts it near the bottom because of its lending to fossil fuel companies.',
  },
  {
    id: 'esg-20',
    projectId: 'esg',
    question: 4,
    set: 'heldout',
    text: 'Exclusion makes sense for tobacco, controversial weapons and thermal coal. For oil and gas companies we prefer engagement with clear transition targets, because selling the shares does not reduce real world emissions.',
  },
  {
    id: 'esg-21',
    projectId: 'esg',
    question: 0,
    set: 'heldout',
    text: 'We built our own ESG score from the raw data instead of buying a single rating. It took about two years, but now the portfolio managers understand what drives the score and trust it more.',
  },
  // Rates: tuning
  {
    id: 'rates-01',
    projectId: 'rates',
    question: 0,
    set: 'tuning',
    text: 'I expect the federal funds rate to be about one percentage point lower in twelve months. Inflation is moving back toward the target, and the labor market is cooling, so the central bank has room to cut slowly.',
  },
  {
    id: 'rates-02',
    projectId: 'rates',
    question: 1,
    set: 'tuning',
    text: 'The main problem with the move from LIBOR to SOFR was the credit spread adjustment. SOFR is a secured overnight rate, so banks added a spread to the loan margin, and many borrowers argued about how large it should be.',
  },
  {
    id: 'rates-03',
    projectId: 'rates',
    question: 2,
    set: 'tuning',
    text: 'Deposit betas are usually lower on the way down at first. Banks cut the rates they pay on savings accounts quickly, but they keep paying more on large corporate deposits because those clients move their money fast.',
  },
  {
    id: 'rates-04',
    projectId: 'rates',
    question: 3,
    set: 'tuning',
    text: 'A regional bank with mostly floating rate loans should add receive fixed interest rate swaps. That protects the net interest margin if rates fall, and the cost today is reasonable because the curve is still inverted.',
  },
  {
    id: 'rates-05',
    projectId: 'rates',
    question: 4,
    set: 'tuning',
    text: 'I watch the spread between the two year and the ten year treasury yields. When the curve starts to steepen after a long inversion, it has often meant that a recession and rate cuts are close.',
  },
  {
    id: 'rates-06',
    projectId: 'rates',
    question: 0,
    set: 'tuning',
    text: 'My base case is three cuts of twenty five basis points each over the next year. The risk is that inflation in services stays high, in which case the central bank would wait much longer.',
  },
  {
    id: 'rates-07',
    projectId: 'rates',
    question: 1,
    set: 'tuning',
    text: 'Many smaller borrowers did not understand the difference between term SOFR and daily SOFR. Their hedges were written on one and their loans on the other, which created a basis risk nobody had planned for.',
  },
  {
    id: 'rates-08',
    projectId: 'rates',
    question: 2,
    set: 'tuning',
    text: 'In the last hiking cycle the cumulative deposit beta reached about forty percent for regional banks. When cuts begin, I expect the beta to be higher for money market accounts and close to zero for checking accounts.',
  },
  {
    id: 'rates-09',
    projectId: 'rates',
    question: 3,
    set: 'tuning',
    text: 'Hedging should start with a clear view of the balance sheet. Many banks hold long fixed rate securities and short deposits, so the right hedge depends on how sticky those deposits really are.',
  },
  {
    id: 'rates-10',
    projectId: 'rates',
    question: 4,
    set: 'tuning',
    text: 'Besides the slope of the yield curve, I look at real yields and at the term premium. A rising term premium tells me investors want more compensation for holding long bonds, often because of large government deficits.',
  },
  // Rates: held out
  {
    id: 'rates-11',
    projectId: 'rates',
    question: 0,
    set: 'heldout',
    text: 'I think the federal funds rate will be around fifty basis points lower a year from now. The central bank wants to see several months of lower inflation before it moves, so the cuts will come late.',
  },
  {
    id: 'rates-12',
    projectId: 'rates',
    question: 1,
    set: 'heldout',
    text: 'When loans moved from LIBOR to SOFR, the documents were the biggest problem. Thousands of old contracts had no fallback language, and the banks had to negotiate each amendment with the borrower.',
  },
  {
    id: 'rates-13',
    projectId: 'rates',
    question: 2,
    set: 'heldout',
    text: 'When the central bank cuts, deposit betas usually lag. Banks are slow to lower the rates on term deposits, so the net interest margin can shrink for two or three quarters before it recovers.',
  },
  {
    id: 'rates-14',
    projectId: 'rates',
    question: 3,
    set: 'heldout',
    text: 'I would hedge the net interest margin with a mix of interest rate swaps and floors. Floors cost more up front, but they keep the benefit if rates stay high, which matters for a bank with a lot of floating rate loans.',
  },
  {
    id: 'rates-15',
    projectId: 'rates',
    question: 4,
    set: 'heldout',
    text: 'The signal I trust most is the spread between the three month bill and the ten year treasury. It has been inverted for a long time, and the market now prices several cuts over the coming year.',
  },
  {
    id: 'rates-16',
    projectId: 'rates',
    question: 0,
    set: 'heldout',
    text: 'There is a real chance the central bank cuts faster than people expect if unemployment rises above four and a half percent. In that case the federal funds rate could be below four percent within a year.',
  },
  {
    id: 'rates-17',
    projectId: 'rates',
    question: 1,
    set: 'heldout',
    text: 'Pricing changed because SOFR does not include bank credit risk. In stress periods SOFR falls while bank funding costs rise, so lenders now add a larger margin to protect themselves.',
  },
  {
    id: 'rates-18',
    projectId: 'rates',
    question: 2,
    set: 'heldout',
    text: 'Deposit betas depend on the type of customer. Retail checking balances barely move, but commercial clients with large balances expect the bank to pass on most of the change in the policy rate.',
  },
  {
    id: 'rates-19',
    projectId: 'rates',
    question: 3,
    set: 'heldout',
    text: 'The most important step is to measure how much the margin changes for a one percent move in rates. Once the bank knows that number, it can decide how much of the risk to hedge with swaps.',
  },
  {
    id: 'rates-20',
    projectId: 'rates',
    question: 4,
    set: 'heldout',
    text: 'I watch the five year inflation expectations and the swap spreads. When inflation expectations stay anchored near two percent, the central bank can focus on growth and the labor market.',
  },
  {
    id: 'rates-21',
    projectId: 'rates',
    question: 0,
    set: 'heldout',
    text: 'The market expects the policy rate to fall, but I am more cautious. Wage growth is still above four percent, and that makes it hard for the central bank to cut more than twice this year.',
  },
  // Credit: tuning
  {
    id: 'credit-01',
    projectId: 'credit',
    question: 0,
    set: 'tuning',
    text: 'Spreads in direct lending came down from about seven hundred basis points to around five hundred and fifty over the last two years. Competition from the syndicated market came back, and lenders gave up some of their protections.',
  },
  {
    id: 'credit-02',
    projectId: 'credit',
    question: 1,
    set: 'tuning',
    text: 'I expect middle market defaults to rise to around four percent, with recovery rates near sixty percent for senior secured loans. The weakest companies are the ones that borrowed at peak valuations with floating rate debt.',
  },
  {
    id: 'credit-03',
    projectId: 'credit',
    question: 2,
    set: 'tuning',
    text: 'A typical sponsor buyout today uses about five times leverage on earnings before interest, taxes, depreciation and amortization. That is lower than two years ago because higher interest costs limit how much debt a company can carry.',
  },
  {
    id: 'credit-04',
    projectId: 'credit',
    question: 3,
    set: 'tuning',
    text: 'Private credit loans usually keep at least one maintenance covenant, often a leverage test every quarter. Syndicated loans are mostly covenant lite, so the lender has no early warning until the company misses a payment.',
  },
  {
    id: 'credit-05',
    projectId: 'credit',
    question: 4,
    set: 'tuning',
    text: 'An investor should look at the manager through a full credit cycle. Ask for the loss history, how many loans needed an amendment, and how the team handled workouts when a borrower could not pay.',
  },
  {
    id: 'credit-06',
    projectId: 'credit',
    question: 0,
    set: 'tuning',
    text: 'Terms have loosened for the larger borrowers. We now see payment in kind options, higher add backs to earnings, and fewer restrictions on dividends, which reminds me of the syndicated market before the last downturn.',
  },
  {
    id: 'credit-07',
    projectId: 'credit',
    question: 1,
    set: 'tuning',
    text: 'Defaults in private credit are often hidden by amendments. Lenders extend maturities or switch interest to payment in kind, so the reported default rate looks low while the real stress is higher.',
  },
  {
    id: 'credit-08',
    projectId: 'credit',
    question: 2,
    set: 'tuning',
    text: 'For software companies sponsors still borrow against recurring revenue rather than earnings. Those loans can reach seven times leverage, which worries me if growth slows and interest rates stay high.',
  },
  {
    id: 'credit-09',
    projectId: 'credit',
    question: 3,
    set: 'tuning',
    text: 'The covenant package is one of the main reasons to pay the extra spread in private credit. A direct lender with a seat at the table can restructure early, and that usually improves recovery.',
  },
  {
    id: 'credit-10',
    projectId: 'credit',
    question: 4,
    set: 'tuning',
    text: 'Check how the manager values its loans. Some funds mark their portfolio only once a quarter with their own models, so the returns look smooth while public loan prices are falling.',
  },
  // Credit: held out
  {
    id: 'credit-11',
    projectId: 'credit',
    question: 0,
    set: 'heldout',
    text: 'Over the last two years direct lending spreads fell by roughly one percentage point. The banks returned to the market, and private credit funds raised so much capital that they had to compete on price.',
  },
  {
    id: 'credit-12',
    projectId: 'credit',
    question: 1,
    set: 'heldout',
    text: 'In the middle market I expect default rates between three and five percent next year. Recovery rates should stay above fifty percent for first lien loans, but second lien lenders will lose much more.',
  },
  {
    id: 'credit-13',
    projectId: 'credit',
    question: 2,
    set: 'heldout',
    text: 'Leverage in a typical buyout is now around four and a half to five and a half times earnings. Sponsors put in more equity than before, often half of the purchase price, because debt has become so expensive.',
  },
  {
    id: 'credit-14',
    projectId: 'credit',
    question: 3,
    set: 'heldout',
    text: 'Covenants in private credit are much tighter than in syndicated loans. A direct lender will usually insist on a leverage covenant and regular financial reporting, while syndicated deals are almost all covenant lite.',
  },
  {
    id: 'credit-15',
    projectId: 'credit',
    question: 4,
    set: 'heldout',
    text: 'Before committing, an investor should review the manager on fees, the loss history and the size of the team that handles troubled loans. A manager that grew very quickly may not have enough people for workouts.',
  },
  {
    id: 'credit-16',
    projectId: 'credit',
    question: 0,
    set: 'heldout',
    text: 'We have seen spreads tighten and terms weaken at the same time. Lenders accept payment in kind interest and looser covenants to win deals, which means investors are paid less for more risk.',
  },
  {
    id: 'credit-17',
    projectId: 'credit',
    question: 1,
    set: 'heldout',
    text: 'Default rates look low today because many borrowers agreed amendments with their lenders. If rates stay high for another year, I think the true default rate will be closer to six percent.',
  },
  {
    id: 'credit-18',
    projectId: 'credit',
    question: 2,
    set: 'heldout',
    text: 'Sponsors use less leverage than at the peak, but interest coverage is still weak. Many companies pay more than half of their earnings in interest, which leaves little room if sales fall.',
  },
  {
    id: 'credit-19',
    projectId: 'credit',
    question: 3,
    set: 'heldout',
    text: 'The main difference is that a private credit lender knows the company well and can act early. In a syndicated loan there are hundreds of holders, so a restructuring takes longer and recoveries are lower.',
  },
  {
    id: 'credit-20',
    projectId: 'credit',
    question: 4,
    set: 'heldout',
    text: 'Ask the manager how it allocates deals between its funds and whether it charges fees on committed capital. Conflicts of interest are a bigger risk in private credit than most investors realize.',
  },
  {
    id: 'credit-21',
    projectId: 'credit',
    question: 0,
    set: 'heldout',
    text: 'Direct lending terms changed a lot for large deals and very little for small companies. In the lower middle market lenders still get strong covenants and spreads above six hundred basis points.',
  },
  // Energy: tuning
  {
    id: 'energy-01',
    projectId: 'energy',
    question: 0,
    set: 'tuning',
    text: 'Power purchase agreements for new solar projects are priced from the cost of building the plant plus a target return. In Europe a ten year solar agreement now trades at around fifty euros per megawatt hour.',
  },
  {
    id: 'energy-02',
    projectId: 'energy',
    question: 1,
    set: 'tuning',
    text: 'Battery storage returns depend heavily on trading revenue. A well located battery can earn a return of about ten percent, but the income is volatile because it depends on the spread between peak and off peak prices.',
  },
  {
    id: 'energy-03',
    projectId: 'energy',
    question: 2,
    set: 'tuning',
    text: 'Lenders size the debt on the debt service coverage ratio. For a wind farm with a fixed price contract they accept a ratio of about one point three, and for merchant revenue they want a much higher cushion.',
  },
  {
    id: 'energy-04',
    projectId: 'energy',
    question: 3,
    set: 'tuning',
    text: 'Much of the green bond market refinances projects that would have been built anyway. The label helps with investor demand, but I have not seen strong evidence that it creates additional investment.',
  },
  {
    id: 'energy-05',
    projectId: 'energy',
    question: 4,
    set: 'tuning',
    text: 'The biggest policy risk is a change to tax credits or subsidies. Grid connection rules matter too, because in some countries a new project waits five years or more for a connection to the network.',
  },
  {
    id: 'energy-06',
    projectId: 'energy',
    question: 0,
    set: 'tuning',
    text: 'Corporate buyers now ask for hourly matching of clean power, which makes a solar only agreement less valuable. Developers respond by combining solar, wind and storage in one contract at a higher price.',
  },
  {
    id: 'energy-07',
    projectId: 'energy',
    question: 1,
    set: 'tuning',
    text: 'Investors should expect returns from storage to fall as more batteries join the grid. The first projects earned very high prices for balancing services, but those markets are small and already crowded.',
  },
  {
    id: 'energy-08',
    projectId: 'energy',
    question: 2,
    set: 'tuning',
    text: 'The debt usually covers seventy to eighty percent of the project cost for contracted renewables. The lender runs a downside case with low wind or low sun and checks that the project can still pay its debt.',
  },
  {
    id: 'energy-09',
    projectId: 'energy',
    question: 3,
    set: 'tuning',
    text: 'Green bonds work best when the issuer publishes a clear framework and an annual impact report. Investors increasingly ask for proof that the money went to new projects rather than old ones.',
  },
  {
    id: 'energy-10',
    projectId: 'energy',
    question: 4,
    set: 'tuning',
    text: 'Carbon prices matter a great deal. If the price of emission allowances in Europe stays above eighty euros per ton, gas plants become expensive and renewable projects win more of the market.',
  },
  // Energy: held out
  {
    id: 'energy-11',
    projectId: 'energy',
    question: 0,
    set: 'heldout',
    text: 'Prices for wind power purchase agreements went up by about twenty percent because turbines and financing became more expensive. Buyers accepted the higher prices because they need clean power to meet their targets.',
  },
  {
    id: 'energy-12',
    projectId: 'energy',
    question: 1,
    set: 'heldout',
    text: 'A battery storage project with a long term contract can offer a return of eight to nine percent. Projects that rely only on trading can earn more in a good year, but the risk is much higher.',
  },
  {
    id: 'energy-13',
    projectId: 'energy',
    question: 2,
    set: 'heldout',
    text: 'Lenders look at the expected output of the project in a bad year and make sure the cash flow still covers the debt payments. That debt service coverage ratio sets the maximum size of the loan.',
  },
  {
    id: 'energy-14',
    projectId: 'energy',
    question: 3,
    set: 'heldout',
    text: 'The green bond market is growing, but much of it is a new label on existing spending. I would like to see more bonds tied to projects that could not be financed without them.',
  },
  {
    id: 'energy-15',
    projectId: 'energy',
    question: 4,
    set: 'heldout',
    text: 'The economics would change most if governments removed the tax credits or slowed the permits for new transmission lines. Without new lines, solar and wind farms cannot sell all the power they produce.',
  },
  {
    id: 'energy-16',
    projectId: 'energy',
    question: 0,
    set: 'heldout',
    text: 'For a new solar project the power purchase agreement is usually priced a little below the expected market price. The buyer gets a discount for a long contract, and the developer gets stable revenue for the lenders.',
  },
  {
    id: 'energy-17',
    projectId: 'energy',
    question: 1,
    set: 'heldout',
    text: 'Storage returns have been strong in the last two years because prices swung so much. As more batteries are built, the spread between high and low prices will narrow and returns will fall.',
  },
  {
    id: 'energy-18',
    projectId: 'energy',
    question: 2,
    set: 'heldout',
    text: 'For contracted wind and solar projects, banks lend up to eighty percent of the cost. For projects that sell power on the open market the debt is much smaller, often below half of the cost.',
  },
  {
    id: 'energy-19',
    projectId: 'energy',
    question: 3,
    set: 'heldout',
    text: 'Investors pay only a small premium for green bonds, usually a few basis points. That suggests the label does not change the cost of capital much, so its real effect on new investment is limited.',
  },
  {
    id: 'energy-20',
    projectId: 'energy',
    question: 4,
    set: 'heldout',
    text: 'Policy stability matters more than any single subsidy. Investors can live with lower support if the rules stay the same for ten years, but sudden changes make them demand a much higher return.',
  },
  {
    id: 'energy-21',
    projectId: 'energy',
    question: 0,
    set: 'heldout',
    text: 'Many power purchase agreements are now signed with large technology companies that need clean power for their data centers. They pay more for projects that deliver power in the evening.',
  },
];
