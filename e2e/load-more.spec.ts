import { expect, type Page } from '@playwright/test';
import type { OutboxList } from '../sync/contract/email';
import type { Page as ListPage } from '../sync/contract/pagination';
import type { Project } from '../sync/contract/projects';
import { adminApi, createInterview, serverState } from './support/interviews';
import { expectNoSeriousA11yViolations } from './support/pageChecks';
import { patience } from './support/patience';
import { DEMO_PASSWORD } from './support/screens';
import { test } from './support/test';

/**
 * Lists read a page at a time (issue 16), against the real server: more than one page
 * of projects is created through the API, the employee dashboard shows the first page
 * and says more are available, "Load more" (by keyboard) reads the rest, and the button
 * goes away after the last page.
 */

const CLIENT = 'Load More Holdings';
/** More than one page (50). */
const CREATED = 55;

async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
}

/** Creates CREATED projects, unless an earlier test here already did. */
async function createProjects(page: Page) {
  const existing = (await projectNamesFromServer(page)).filter((name) =>
    name.startsWith('Paged project '),
  );
  if (existing.length >= CREATED) return;
  // A few at a time: quicker than one by one, gentle on a shared machine.
  for (let done = 0; done < CREATED; done += 5) {
    const batch = Array.from({ length: Math.min(5, CREATED - done) }, (_, index) =>
      page.request.post('/api/projects', {
        data: {
          name: `Paged project ${done + index + 1}`,
          client: CLIENT,
          baseQuestions: ['What changed this year?'],
        },
      }),
    );
    for (const response of await Promise.all(batch)) expect(response.status()).toBe(201);
  }
}

/** Every project's name, read from the API page by page, newest first: what the screen must show. */
async function projectNamesFromServer(page: Page): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `limit=200&cursor=${cursor}` : 'limit=200';
    const response = await page.request.get(`/api/projects?${query}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as ListPage<Project>;
    names.push(...body.items.map((project) => project.name));
    cursor = body.nextCursor;
  } while (cursor);
  return names;
}

test('the project list shows a page, and Load more reads the rest', async ({ page }) => {
  test.setTimeout(patience(120_000));
  await signInAsAdmin(page);
  await createProjects(page);
  const expected = await projectNamesFromServer(page);
  const total = expected.length;
  expect(total).toBeGreaterThan(50);

  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'Interview Projects' });
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(50);
  await expect(section.getByText('50 projects shown, more available')).toBeVisible();
  const headings = cards.getByRole('heading');
  // The newest first, in the server's order.
  await expect(headings).toHaveText(expected.slice(0, 50));

  const loadMore = section.getByRole('button', { name: 'Load more projects' });
  await expectNoSeriousA11yViolations(page);
  await loadMore.focus();
  await expect(loadMore).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(total);
  await expect(loadMore).toHaveCount(0);
  await expect(section.getByText(`${total} projects`, { exact: true })).toBeVisible();
  // Every project once, across both pages, in the server's order.
  await expect(headings).toHaveText(expected);
  const names = await headings.allTextContents();
  expect(new Set(names.filter((name) => name.startsWith('Paged project '))).size).toBe(CREATED);
});

test('a page that fails to load says so, keeps the list, and Load more tries again', async ({
  page,
}) => {
  test.setTimeout(patience(120_000));
  await signInAsAdmin(page);
  await createProjects(page);
  const total = (await projectNamesFromServer(page)).length;

  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'Interview Projects' });
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(50);
  // A real failure: the next page's request never reaches the server.
  const nextPage = /\/api\/projects\?.*cursor=/;
  await page.route(nextPage, (route) => route.abort('connectionrefused'));
  const loadMore = section.getByRole('button', { name: 'Load more projects' });
  await loadMore.click();
  await expect(section.getByRole('alert')).toContainText('Could not load more projects');
  await expect(cards).toHaveCount(50);

  await page.unroute(nextPage);
  await loadMore.click();
  await expect(cards).toHaveCount(total);
  await expect(loadMore).toHaveCount(0);
  await expect(section.getByRole('alert')).toHaveCount(0);
});

/** The outbox's messages from the API, newest first, every page: what the screen must show. */
async function outboxRecipientsFromServer(page: Page): Promise<string[]> {
  const recipients: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `limit=200&cursor=${cursor}` : 'limit=200';
    const response = await page.request.get(`/api/mail-outbox?${query}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as OutboxList;
    recipients.push(...body.messages.map((message) => message.recipient));
    cursor = body.nextCursor;
  } while (cursor);
  return recipients;
}

test('the mail outbox shows a page of messages, and Load more reads the older ones', async ({
  page,
}) => {
  test.setTimeout(patience(120_000));
  await signInAsAdmin(page);
  // Every new interview sends its expert an invitation, kept in the outbox (no SMTP_URL).
  const project = await page.request.post('/api/projects', {
    data: { name: 'Outbox paging', client: CLIENT, baseQuestions: ['What changed this year?'] },
  });
  expect(project.status()).toBe(201);
  const { id: projectId } = (await project.json()) as Project;
  for (let done = 0; done < CREATED; done += 5) {
    const batch = Array.from({ length: Math.min(5, CREATED - done) }, (_, index) =>
      page.request.post('/api/interviews', {
        data: {
          projectId,
          expertName: `Invited expert ${done + index + 1}`,
          expertEmail: `invited-${done + index + 1}@outbox-paging.test`,
          company: 'Paging Bank',
          client: CLIENT,
        },
      }),
    );
    for (const response of await Promise.all(batch)) expect(response.status()).toBe(201);
  }
  const expected = await outboxRecipientsFromServer(page);
  expect(expected.length).toBeGreaterThan(50);

  await page.goto('/admin/outbox');
  const messages = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(messages).toHaveCount(50);
  const loadMore = page.getByRole('button', { name: 'Load more messages' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(messages).toHaveCount(expected.length);
  await expect(loadMore).toHaveCount(0);
  // The newest first, each once, across both pages.
  for (const [index, recipient] of expected.entries()) {
    await expect(messages.nth(index)).toContainText(recipient);
  }
});

test("the client dashboard's search shows the best page of matches, and Load more the next", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(patience(180_000));
  // More matching answers than one page: 5 interviews of 12 questions, each answer with
  // a word no demo answer has.
  const word = 'quokkanomics';
  const api = await adminApi(baseURL!);
  const questions = Array.from({ length: 12 }, (_, i) => `Question ${i + 1} on the outlook?`);
  for (let expert = 1; expert <= 5; expert++) {
    const interview = await createInterview(api, questions, { maxFollowupsPerQuestion: 0 });
    for (let answered = 1; answered <= questions.length; answered++) {
      const { question } = await serverState(api, interview.id);
      const response = await api.post(`/api/expert/${interview.id}/answer`, {
        data: {
          questionId: question!.id,
          answerText: `Answer ${answered} of expert ${expert} mentions ${word}.`,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
  }
  await api.dispose();

  const login = await page.request.post('/api/login', {
    data: { username: 'customer', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto('/customer/Meridian%20Capital');
  const section = page.getByRole('region', { name: 'Recent Interview Responses', exact: true });
  await page.getByRole('searchbox', { name: 'Search responses' }).fill(word);
  const matches = section.getByRole('article');
  await expect(matches).toHaveCount(50);
  // A count of what is on screen, never presented as the total.
  await expect(section.getByRole('status')).toHaveText(`50 answers shown, more match "${word}"`);

  const loadMore = section.getByRole('button', { name: 'Load more matching answers' });
  // A real failure first: the next page's request never reaches the server. The matches
  // read so far stay, and the reason shows under the button.
  const nextPage = /\/api\/search\?.*cursor=/;
  await page.route(nextPage, (route) => route.abort('connectionrefused'));
  await loadMore.click();
  await expect(section.getByRole('alert')).toContainText('Could not load more matching answers');
  await expect(matches).toHaveCount(50);
  await page.unroute(nextPage);

  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(matches).toHaveCount(60);
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(loadMore).toHaveCount(0);
  await expect(section.getByRole('status')).toHaveText(`60 answers match "${word}"`);
  const texts = await matches.allTextContents();
  expect(new Set(texts).size).toBe(60);
});
