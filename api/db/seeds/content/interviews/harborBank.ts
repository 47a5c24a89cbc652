import { EXPERTS } from '../experts';
import { HARBOR_DEPOSITS_PROJECT, HARBOR_REGULATION_PROJECT } from '../projects';
import type { DemoInterview } from '../types';

/** Harbor Bank: deposits under rate volatility, and regulatory readiness. */
export const HARBOR_BANK_INTERVIEWS: readonly DemoInterview[] = [
  {
    id: 'int_demo_hb_dep_01',
    projectId: HARBOR_DEPOSITS_PROJECT.id,
    expert: EXPERTS.graceHolloway,
    status: 'completed',
    createdHoursAgo: 300,
    completedHoursAgo: 20,
    compensation: 200,
    answers: [
      'The big shift is that customers now notice rates. For a decade retail balances sat in checking earning nothing and nobody called; over the last two years about 18 percent of our non-interest-bearing balances migrated to money market and CD products. Commercial clients moved faster and more systematically, with treasurers sweeping excess cash into treasury bills or our sweep product within days of a rate change. Deposit betas ran ahead of our models, roughly 45 percent cumulative against the 30 percent we had assumed.',
      'We price defensively on existing balances and aggressively only on new money, through exception pricing that a relationship manager requests and the treasurer approves. It is operationally messy, but it protects margin on the back book. Our net interest margin compressed about 35 basis points from the peak and has now stabilised. I would rather lose some rate-chasing balances than reprice the whole book.',
      'We watch large-depositor concentration weekly instead of monthly: the top 50 relationships as a share of deposits, and uninsured deposits as a share of the total. We also track daily outflows against a 30-day stress scenario, and we pre-positioned collateral at the Federal Home Loan Bank and the discount window, which we tested with a small draw. Social media monitoring sounded silly to me a few years ago, but we now have an alert on mentions of the bank.',
      'Online banks offering high-yield savings are our real competitors for retail deposits, not the bank across the street. We cannot win on rate, so we compete on relationship and convenience, for example by bundling treasury management for small businesses. We did launch a digital-only savings product at a higher rate, which brought in about $60 million, but I am watching how sticky that money is, and my guess is not very.',
    ],
  },
  {
    id: 'int_demo_hb_dep_02',
    projectId: HARBOR_DEPOSITS_PROJECT.id,
    expert: EXPERTS.victorMensah,
    status: 'completed',
    createdHoursAgo: 400,
    completedHoursAgo: 120,
    answers: [
      'Our members behave differently from bank customers in some ways: they are loyal, but loyalty has limits once the gap reaches 3 percentage points. Share certificates doubled as a share of deposits, from about 15 to 30 percent, mostly funded from regular savings. Older members moved first, which surprised us; they read the rate tables carefully.',
      "As a credit union we return value through rates, so our board accepts a thinner margin than a bank's shareholders would. Even so, our ALM policy sets a floor on net interest margin, and we ladder certificate maturities so that no single quarter faces a wall of repricing. Promotional rates are limited to terms where we have matching loan demand, mostly auto loans of similar duration.",
      'Member concentration is lower for us than for commercial banks, so we focus on the speed of outflows. We stress-test a scenario where 10 percent of deposits leave within five days, and we keep enough liquid assets and borrowing capacity to cover twice that. We also watch how many members move money to external accounts through our digital channels, which tends to lead balance changes by a few weeks.',
      'Digital makes switching easy, but it has also helped us: members can open a certificate in the app in three minutes, which kept balances in-house that would otherwise have gone to a brokerage. What worries me is fintech apps paying high rates through partner banks, because they acquire younger members before we ever meet them. We are still deciding whether to match their rates or compete on the whole relationship, and honestly our board is split on it.',
    ],
  },
  {
    id: 'int_demo_hb_dep_03',
    projectId: HARBOR_DEPOSITS_PROJECT.id,
    expert: EXPERTS.elena,
    status: 'in_progress',
    createdHoursAgo: 72,
    startedHoursAgo: 6,
    compensation: 200,
    answers: [
      'Across my regional bank clients the main change is speed: deposit flows that used to take quarters now happen in weeks, because moving money is a few taps in an app. Commercial deposits have been the most rate-sensitive, and the banks that kept close treasury relationships retained more of them. Retail customers with larger balances shifted into CDs, while smaller balances mostly stayed put.',
    ],
  },
  {
    id: 'int_demo_hb_reg_01',
    projectId: HARBOR_REGULATION_PROJECT.id,
    expert: EXPERTS.elena,
    status: 'completed',
    createdHoursAgo: 400,
    completedHoursAgo: 75,
    compensation: 200,
    answers: [
      "For a bank of Harbor's size I would rank them as: stricter liquidity expectations after the recent regional bank failures, capital rule changes that may reach further down the size spectrum, and closer scrutiny of interest-rate risk in the banking book. Consumer compliance, such as overdraft fees and open-banking data access, will hit revenue more directly than any capital rule. The uncertainty is as costly as the rules themselves, because banks hold buffers against proposals that may still change.",
      'The banks I advise build capital organically, by slowing balance-sheet growth and retaining more earnings, rather than raising equity at current valuations. On liquidity they now test their contingency funding plans for real instead of on paper, including actually drawing on the discount window. Several have also reduced their reliance on uninsured deposits by offering reciprocal deposit programmes to large clients.',
      'Technology helps most in regulatory reporting and monitoring: automated data lineage for call reports and rules engines for transaction monitoring. One client cut the time to produce its liquidity reports from four days to one by fixing data at the source. But I have also seen banks spend heavily on regtech platforms that were never fully integrated, so the savings never arrived.',
      'Interest-rate risk and liquidity management were the priorities in the last two exam cycles, together with the quality of board oversight of both. Examiners ask for evidence that the board understood and challenged the assumptions behind the deposit models. Third-party risk management, fintech partnerships in particular, has also drawn more attention and more enforcement actions.',
    ],
  },
  {
    id: 'int_demo_hb_reg_02',
    projectId: HARBOR_REGULATION_PROJECT.id,
    expert: EXPERTS.owenBrandt,
    status: 'pending',
    createdHoursAgo: 24,
  },
];
