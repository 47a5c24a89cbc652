import net from 'node:net';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import type { AnalysisResult, GenerateAnalysisRequest } from '../sync/contract/customer';
import { expectNoSeriousA11yViolations, screenshotAtBothWidths } from './support/pageChecks';
import { patience } from './support/patience';
import { type ScratchServer, startScratchServer } from './support/scratchServer';
import { test } from './support/test';

/**
 * Try again on a failed analysis, failed by the real server. Its AI engine
 * (AI_PROVIDER=openai) is a socket that never answers, so every call to it times out: a
 * list, which needs the engine for its themes, fails after its job's three attempts. A
 * graph is counted without the engine; it fails when its project is moved to another
 * client while it waits behind such a list (analyses run one at a time), as an
 * administrator may move a project without interviews.
 */

const postgresUrl = process.env.DATABASE_URL;
const CLIENT = 'Meridian Capital';
let server: ScratchServer;
let silentEngine: net.Server;
const heldSockets = new Set<net.Socket>();

// The job tries a failing analysis three times, 5 s and 10 s apart.
test.setTimeout(patience(150_000));
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(patience(120_000));
  silentEngine = net.createServer((socket) => {
    heldSockets.add(socket);
    socket.on('close', () => heldSockets.delete(socket));
  });
  await new Promise<void>((resolve) => silentEngine.listen(0, '127.0.0.1', resolve));
  const { port } = silentEngine.address() as net.AddressInfo;
  server = await startScratchServer({
    label: 'parley-e2e-analysis-retry',
    postgresUrl: postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl) ? postgresUrl : undefined,
    env: {
      DIST_DIR: path.resolve(process.env.E2E_DIST_DIR ?? 'dist'),
      ANALYSIS_WAIT_MS: '0',
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-e2e-silent',
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      OPENAI_TIMEOUT_MS: '4000',
      OPENAI_EMBEDDING_MODEL: 'none',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  for (const socket of heldSockets) socket.destroy();
  await new Promise((resolve) => silentEngine?.close(resolve));
});

async function signInAsCustomer(page: Page) {
  const response = await page.request.post(`${server.url}/api/login`, {
    data: { username: 'customer', password: 'parley-demo' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** An administrator's own session, beside the customer's in the page. */
async function adminSession(): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL: server.url });
  const response = await admin.post('/api/login', {
    data: { username: 'admin', password: 'parley-demo' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return admin;
}

async function moveProject(admin: APIRequestContext, projectId: string, client: string) {
  const response = await admin.patch(`/api/projects/${projectId}`, { data: { client } });
  expect(response.status(), await response.text()).toBe(200);
}

async function startAnalysis(page: Page, body: GenerateAnalysisRequest) {
  const response = await page.request.post(
    `${server.url}/api/customer/${encodeURIComponent(CLIENT)}/generate-analysis`,
    { data: body },
  );
  expect(response.status(), await response.text()).toBe(202);
  return (await response.json()) as AnalysisResult;
}

async function settled(page: Page, id: string) {
  let analysis: AnalysisResult | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `${server.url}/api/customer/${encodeURIComponent(CLIENT)}/analyses/${id}`,
        );
        analysis = (await response.json()) as AnalysisResult;
        return analysis.status;
      },
      { timeout: patience(100_000), intervals: [1_000] },
    )
    .not.toBe('running');
  return analysis!;
}

function generateResponse(page: Page) {
  return page.waitForResponse(
    (r) => r.url().includes('/generate-analysis') && r.request().method() === 'POST',
  );
}

function cardsOf(page: Page, question: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: question }) });
}

test('Try again on a failed list opens New List with its question, and sends it again', async ({
  page,
}) => {
  await signInAsCustomer(page);
  await page.goto(`${server.url}/customer/prj_demo_esg?tab=analysis`);

  const question = `Which risks do experts see, asked of an engine that is down? (${Date.now()})`;
  await page.getByRole('button', { name: 'New List' }).click();
  const dialog = page.getByRole('dialog', { name: 'New List' });
  await dialog.getByLabel('Question').fill(question);
  const [started] = await Promise.all([
    generateResponse(page),
    dialog.getByRole('button', { name: 'Generate List' }).click(),
  ]);
  expect(started.status(), await started.text()).toBe(202);
  const failing = (await started.json()) as AnalysisResult;
  await expect(dialog).toBeHidden();

  // The card follows its job until the server gives up on it, then shows the server's reason.
  const failed = page.waitForResponse(
    async (r) =>
      r.url().includes(`/analyses/${failing.id}`) &&
      ((await r.json()) as AnalysisResult).status === 'failed',
    { timeout: patience(90_000) },
  );
  const { error } = (await (await failed).json()) as AnalysisResult;
  expect(error).toBeTruthy();
  const failure = cardsOf(page, question).getByRole('alert');
  await expect(failure).toContainText(error!);

  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Question')).toHaveValue(question);
  // Focus moves into the dialog, away from the card's button behind it.
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // One press sends the same question again: a new analysis, running.
  const [again] = await Promise.all([
    generateResponse(page),
    dialog.getByRole('button', { name: 'Generate List' }).click(),
  ]);
  expect(again.request().postDataJSON() as GenerateAnalysisRequest).toEqual({
    type: 'list',
    question,
    projectId: 'prj_demo_esg',
  });
  expect(again.status(), await again.text()).toBe(202);
  const rerun = (await again.json()) as AnalysisResult;
  expect(rerun).toMatchObject({ status: 'running', type: 'list', question });
  expect(rerun.id).not.toBe(failing.id);
  await expect(dialog).toBeHidden();
  await expect(cardsOf(page, question)).toHaveCount(2);
  await expect(
    cardsOf(page, question)
      .first()
      .getByRole('progressbar', { name: "Analysing the project's answers…" }),
  ).toBeVisible();
});

test('Try again on a failed graph opens New Graph with its type, question and parameters, and runs it', async ({
  page,
}) => {
  const admin = await adminSession();
  const created = await admin.post('/api/projects', {
    data: { name: `Retry ${Date.now()}`, client: CLIENT, baseQuestions: ['What changed?'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  await signInAsCustomer(page);

  // A list first holds the analysis worker on the silent engine; the graph waits behind it.
  // The list is over a project with answers: over none it would need no engine and end at
  // once, and the graph would run before the project moves.
  await startAnalysis(page, {
    type: 'list',
    question: 'What holds the worker?',
    projectId: 'prj_demo_esg',
  });
  const question = `How often is each topic raised, in a project that moved? (${Date.now()})`;
  const graph = await startAnalysis(page, {
    type: 'graph',
    graphType: 'pie',
    question,
    parameters: ['ESG', 'regulation'],
    projectId,
  });
  await moveProject(admin, projectId, 'Harbor Bank');
  const failed = await settled(page, graph.id);
  expect(failed).toMatchObject({ status: 'failed', parameters: ['ESG', 'regulation'] });
  await moveProject(admin, projectId, CLIENT);
  await admin.dispose();

  await page.goto(`${server.url}/customer/${projectId}?tab=analysis`);
  const failure = cardsOf(page, question).getByRole('alert');
  await expect(failure).toContainText(failed.error!);
  await failure.getByRole('button', { name: 'Try again' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Graph' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Pie chart' })).toBeChecked();
  await expect(dialog.getByLabel('Question')).toHaveValue(question);
  await expect(dialog.getByLabel('Parameters')).toHaveValue('ESG, regulation');
  await screenshotAtBothWidths(page, 'analysis-retry-graph-dialog', { fullPage: false });
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  const [again] = await Promise.all([
    generateResponse(page),
    dialog.getByRole('button', { name: 'Generate Graph' }).click(),
  ]);
  expect(again.request().postDataJSON() as GenerateAnalysisRequest).toEqual({
    type: 'graph',
    graphType: 'pie',
    question,
    parameters: ['ESG', 'regulation'],
    projectId,
  });
  expect(again.status(), await again.text()).toBe(202);
  const rerun = (await again.json()) as AnalysisResult;
  await expect(dialog).toBeHidden();
  // The project is back with its client: the same graph now runs to its end (a project
  // without interviews yet, so nothing to chart), and is listed above the failed one.
  expect(await settled(page, rerun.id)).toMatchObject({ status: 'done', graphType: 'pie' });
  const newest = cardsOf(page, question).first();
  await expect(newest.getByText('Based on 0 data points from 0 companies')).toBeVisible();
  await expect(newest.getByRole('alert')).toHaveCount(0);
  await expect(cardsOf(page, question)).toHaveCount(2);
});
