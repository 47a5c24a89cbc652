import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { test } from './support/test';

const EXPERT_SIGNUP = 'Join Our Expert Network';
const START_PROJECT = 'Start Your Project';

const faqQuestion = (page: Page, question: string) =>
  page.getByRole('button', { name: question, exact: true });

async function expectExpanded(page: Page, question: string, expanded: boolean) {
  await expect(faqQuestion(page, question)).toHaveAttribute('aria-expanded', String(expanded));
}

/**
 * One answer open at a time (spec section 2): opening a second question closes the
 * first, and pressing the open one closes it. `firstAnswer` is text from the first
 * question's answer, to see it appear and go.
 */
async function expectSingleOpenFaq(
  page: Page,
  [first, second, ...rest]: readonly [string, string, ...string[]],
  firstAnswer: string,
) {
  const questions = [first, second, ...rest];
  for (const question of questions) await expectExpanded(page, question, false);
  await expect(page.getByText(firstAnswer)).toBeHidden();

  await faqQuestion(page, first).click();
  await expectExpanded(page, first, true);
  await expect(page.getByText(firstAnswer)).toBeVisible();

  await faqQuestion(page, second).click();
  await expectExpanded(page, second, true);
  await expectExpanded(page, first, false);
  await expect(page.getByText(firstAnswer)).toBeHidden();

  await faqQuestion(page, second).click();
  for (const question of questions) await expectExpanded(page, question, false);
}

/** Each button labelled `buttonName` opens the dialog titled `dialogTitle`, and Cancel closes it. */
async function expectButtonsOpen(page: Page, buttonName: string, dialogTitle: string) {
  const buttons = page.getByRole('button', { name: buttonName, exact: true });
  await expect(buttons.first()).toBeVisible();
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await buttons.nth(index).click();
    const dialog = page.getByRole('dialog', { name: dialogTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
}

async function expectTexts(page: Page, texts: readonly string[]) {
  for (const text of texts)
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test.describe('/for-experts', () => {
  const FAQ = [
    'What is Parley?',
    'Will my answers be anonymised?',
    'How is my interview used?',
  ] as const;

  test('shows the headline, the links on, three FAQs, and passes axe', async ({ page }) => {
    await page.goto('/for-experts');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Scale the impact of your expertise' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'See Parley for businesses' })).toHaveAttribute(
      'href',
      '/for-businesses',
    );
    await expect(main.getByRole('link', { name: 'See open roles at Parley' })).toHaveAttribute(
      'href',
      '/careers',
    );
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('button')).toHaveCount(FAQ.length);
    for (const question of FAQ) await expect(faqQuestion(page, question)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'for-experts');

    await main.getByRole('link', { name: 'See open roles at Parley' }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });

  test('the FAQ keeps one answer open at a time', async ({ page }) => {
    await page.goto('/for-experts');
    await expectSingleOpenFaq(
      page,
      FAQ,
      'Parley builds custom AI assistants trained on interviews',
    );
    await faqQuestion(page, FAQ[2]).click();
    await expectNoSeriousA11yViolations(page);
  });

  test("'Get Started as an Expert' opens the expert signup", async ({ page }) => {
    await page.goto('/for-experts');
    await expectButtonsOpen(page, 'Get Started as an Expert', EXPERT_SIGNUP);
    await expectButtonsOpen(page, 'Join Our Expert Network', EXPERT_SIGNUP);
  });
});

test.describe('/for-interviewees', () => {
  const FAQ = [
    'What is this interview?',
    'Why was I selected?',
    'Are my answers anonymised?',
    'How will my interview be used?',
    'How is quality checked?',
    'Will there be a follow-up interview?',
    'How do I get paid?',
  ] as const;

  test('shows the headline, compensation, seven FAQs, and passes axe', async ({ page }) => {
    await page.goto('/for-interviewees');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Helps Businesses Understand Their Customers',
      }),
    ).toBeVisible();
    const compensation = page.getByRole('region', { name: 'Compensation' });
    await expect(compensation.getByText('Paid for every completed interview')).toBeVisible();
    await expect(compensation.getByText('A bonus for thoughtful answers')).toBeVisible();
    await expect(compensation.getByText('Paid through a payment provider')).toBeVisible();
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('button')).toHaveCount(FAQ.length);
    for (const question of FAQ) await expect(faqQuestion(page, question)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'for-interviewees');
  });

  test('the FAQ keeps one answer open at a time and answers the spec questions', async ({
    page,
  }) => {
    await page.goto('/for-interviewees');
    await expectSingleOpenFaq(page, FAQ, 'A short voice conversation with an AI interviewer');
    await faqQuestion(page, 'Will there be a follow-up interview?').click();
    await expect(page.getByText('we notify you by e-mail')).toBeVisible();
    await expect(page.getByText('in the same dashboard as your first one')).toBeVisible();
    await faqQuestion(page, 'How do I get paid?').click();
    await expect(page.getByText('connect your payment provider account')).toBeVisible();
    await expect(page.getByText('we notify you by e-mail')).toBeHidden();
  });

  test("'Get Started as Interviewee' opens the expert signup", async ({ page }) => {
    await page.goto('/for-interviewees');
    await expectButtonsOpen(page, 'Get Started as Interviewee', EXPERT_SIGNUP);
  });
});

test.describe('/experts', () => {
  test('shows every marketing claim of the spec, as marketing copy, and passes axe', async ({
    page,
  }) => {
    await page.goto('/experts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get paid for what you know');
    await expectTexts(page, [
      '500+',
      'teams helped',
      '$2.3M',
      '$150-$500',
      'per session',
      '$50-$300',
      'per month, per project',
      'Flexible scheduling',
      'Weekend options',
      'Global time zones',
      '30-60 minutes',
      'Most interviews take 30 to 60 minutes; the average is 45.',
      '94%',
      'Free',
      'to join, no commitments',
      '5 min',
      '24 h',
      'to your first match',
      '$250',
      'average first week',
    ]);
    const example = page.getByRole('figure', { name: 'An example month' });
    await expect(example.getByText('3 one-hour sessions')).toBeVisible();
    await expect(example.getByText('$900')).toBeVisible();
    await expect(example.getByText('Monthly royalties from 2 active AI systems')).toBeVisible();
    await expect(example.getByText('$180')).toBeVisible();
    await expect(example.getByText('$1,080+')).toBeVisible();
    await expect(example.getByText('earnings vary')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'experts');
  });

  test('Get Started and Join as Expert open the expert signup', async ({ page }) => {
    await page.goto('/experts');
    await expectButtonsOpen(page, 'Get Started', EXPERT_SIGNUP);
    await expectButtonsOpen(page, 'Join as Expert', EXPERT_SIGNUP);
  });
});

test.describe('/how-we-work', () => {
  const STAGES = [
    'Discovery',
    'Expert Sourcing',
    'AI Interviews',
    'Model Training',
    'Deployment',
    'Iteration',
  ];

  test('shows the six stages in order, the month, and illustrative figures; passes axe', async ({
    page,
  }) => {
    await page.goto('/how-we-work');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('forward-deployed', { exact: false }).first()).toBeVisible();
    const stages = page.getByRole('region', { name: 'Six stages, about a month' });
    await expect(stages.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText(
      STAGES,
    );
    await expect(stages.getByText('about 1 month from discovery to deployment')).toBeVisible();

    const dashboard = page.getByRole('figure', {
      name: 'Feedback dashboard Illustrative example',
    });
    await expect(dashboard.getByText('Illustrative example')).toBeVisible();
    await expect(dashboard.getByText('not live data')).toBeVisible();
    await expect(dashboard.getByText('94%')).toBeVisible();
    await expect(dashboard.getByText('4.7/5')).toBeVisible();
    await expect(dashboard.getByText('247', { exact: true })).toBeVisible();
    await expect(dashboard.getByText('Up 12% from last week')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtBothWidths(page, 'how-we-work');
  });

  test('Start Your Project opens the client inquiry', async ({ page }) => {
    await page.goto('/how-we-work');
    await expectButtonsOpen(page, 'Start Your Project', START_PROJECT);
  });
});
