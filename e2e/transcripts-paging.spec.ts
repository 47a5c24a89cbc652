import { expect, type Page } from '@playwright/test';
import { PAGE_DEFAULT } from '../sync/contract/pagination';
import { adminApi } from './support/interviews';
import { screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { test } from './support/test';

/**
 * A project with more interviews than one page: the Transcripts tab reads them a page at
 * a time and narrows them on the server, so a large project never loads whole. The
 * project is a client of its own, seen by the admin, so the demo client's lists that
 * other specs on this server read keep their size.
 */

test.setTimeout(patience(120_000));

const MORE_THAN_A_PAGE = PAGE_DEFAULT + 3;
const rows = (page: Page) => page.locator('table tbody tr');

test('Interview Transcripts pages a large project and filters it on the server', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const stamp = Date.now();
  const client = `Paged Client ${stamp}`;
  const project = await api.post('/api/projects', {
    data: { name: `Paged transcripts ${stamp}`, client, baseQuestions: ['Q?'] },
  });
  expect(project.status(), await project.text()).toBe(201);
  const { id: projectId } = (await project.json()) as { id: string };
  for (let index = 0; index < MORE_THAN_A_PAGE; index++) {
    const created = await api.post('/api/interviews', {
      data: {
        projectId,
        expertName: index === 0 ? 'Quinn Rarename' : `Paged Expert ${index}`,
        expertEmail: `paged.${stamp}.${index}@example.com`,
        company: index % 2 ? 'Odd Street Bank' : 'Even Lane Capital',
        client,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await api.dispose();

  const login = await page.request.post('/api/login', {
    data: { username: 'admin', password: 'parley-demo' },
  });
  expect(login.status()).toBe(200);
  const firstPage = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/interviews' &&
      new URL(request.url()).searchParams.get('projectId') === projectId,
  );
  await page.goto(`/customer/${projectId}?tab=transcripts`);
  expect(new URL((await firstPage).url()).searchParams.get('limit')).toBe(String(PAGE_DEFAULT));

  // The first page, and the project's count from its figures.
  await expect(rows(page)).toHaveCount(PAGE_DEFAULT);
  await expect(
    page.getByText(`${PAGE_DEFAULT} of ${MORE_THAN_A_PAGE} interviews shown`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Load more interviews' }).click();
  await expect(rows(page)).toHaveCount(MORE_THAN_A_PAGE);
  await expect(page.getByText(`${MORE_THAN_A_PAGE} interviews`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more interviews' })).toHaveCount(0);

  // The company select offers the project's companies, read from the server.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('button', { name: /Company/ }).click();
  await expect(page.getByRole('option')).toHaveText([
    'All Companies',
    'Even Lane Capital',
    'Odd Street Bank',
  ]);
  await page.getByRole('option', { name: 'Odd Street Bank' }).click();
  const odd = Math.floor(MORE_THAN_A_PAGE / 2);
  await expect(rows(page)).toHaveCount(odd);
  await expect(page.getByText(`Showing ${odd} of ${MORE_THAN_A_PAGE} interviews`)).toBeVisible();

  // A search reaches interviews past the first page: Quinn was created first, so listed last.
  await page.getByRole('button', { name: /Company/ }).click();
  await page.getByRole('option', { name: 'All Companies' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('rarename');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Quinn Rarename');
  await screenshotAtBothWidths(page, 'project-transcripts-paged');
});

test('a failed interview list says why, and Retry reads it', async ({ page }) => {
  const login = await page.request.post('/api/login', {
    data: { username: 'customer', password: 'parley-demo' },
  });
  expect(login.status()).toBe(200);
  // The tab's first page is cut off (the connection drops), as on a bad network; a real
  // request, only its answer lost. The retry goes through.
  let dropInterviews = true;
  await page.route(/\/api\/interviews\?/, (route) =>
    dropInterviews ? route.abort('failed') : route.fallback(),
  );
  await page.goto('/customer/prj_demo_growth_equity?tab=transcripts');
  const failure = page.getByRole('alert').filter({ hasText: 'Could not load the interviews.' });
  await expect(failure).toContainText('Network error');
  await expect(page.locator('table')).toHaveCount(0);

  dropInterviews = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(failure).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();
});
