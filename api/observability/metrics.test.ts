import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { createTestApp, type TestApp } from '../test/testApp';
import { countJobFailure, reportJobQueueDepth } from './jobMetrics';
import { metricsAccess } from './metricsAccess';

const TOKEN = 'metrics-token-0123456789abcdef';

/** Without METRICS_TOKEN: this machine only. */
let local: TestApp;
/** With METRICS_TOKEN, behind a trusted proxy on this machine. */
let tokened: TestApp;

beforeAll(async () => {
  local = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  tokened = await createTestApp({
    TRANSCRIPTION_PROVIDER: 'none',
    METRICS_TOKEN: TOKEN,
    TRUST_PROXY: 'loopback',
  });
});

afterAll(async () => {
  await local.close();
  await tokened.close();
});

/** The value of one sample line, e.g. `parley_job_queue_depth{queue="x"}`; undefined if absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(app: TestApp = local): Promise<string> {
  const response = await app.request().get('/metrics').expect(200);
  return response.text;
}

describe('/metrics access', () => {
  it('without a token, answers a scraper on this machine in the Prometheus format', async () => {
    const response = await local.request().get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.text).toContain('# TYPE process_resident_memory_bytes gauge');
    expect(response.text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('without a token, refuses what came through a proxy: 403', async () => {
    // A proxy on this host that TRUST_PROXY does not list: its visitors all look local.
    const proxied = await local
      .request()
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(403);
    expect(proxied.headers['x-error-code']).toBe('metrics_local_only');
    expect(proxied.text).toContain('METRICS_TOKEN');
    await local.request().get('/metrics').set('Forwarded', 'for=203.0.113.9').expect(403);
  });

  it('with a token, asks for it (401), whoever asks', async () => {
    const missing = await tokened.request().get('/metrics').expect(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    await tokened.request().get('/metrics').set('Authorization', 'Bearer wrong').expect(401);
    await tokened.request().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await tokened.request().get('/metrics').set('Authorization', `Basic ${TOKEN}`).expect(401);
  });

  it('with a token, answers whoever sends it, from anywhere', async () => {
    const response = await tokened
      .request()
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(200);
    expect(response.text).toContain('parley_http_request_duration_seconds');
  });

  it('without a token, refuses an address off this machine: 403', async () => {
    // Supertest always connects from loopback, so the address rule is checked on its own here.
    const fromAddress = (ip: string) =>
      metricsAccess(null)({ ip, get: () => '' } as unknown as AppContext, async () => {});
    await expect(fromAddress('203.0.113.9')).rejects.toMatchObject({ status: 403 });
    await expect(fromAddress('10.0.0.5')).rejects.toMatchObject({ status: 403 });
    await expect(fromAddress('')).rejects.toMatchObject({ status: 403 });
    await expect(fromAddress('127.0.0.1')).resolves.toBeUndefined();
    await expect(fromAddress('::1')).resolves.toBeUndefined();
  });
});

describe('request latency', () => {
  it('has a sample per method, route pattern and status once a request is over', async () => {
    const series =
      'parley_http_request_duration_seconds_count{method="GET",route="/api/projects/:id",status="401"}';
    const before = sample(await scrape(), series) ?? 0;
    await local.request().get('/api/projects/prj_any').expect(401);
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 1);
    expect(text).not.toContain('prj_any');
    expect(
      sample(
        text,
        'parley_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/projects/:id",status="401"}',
      ),
    ).toBe(before + 1);
  });
});

describe('job metrics', () => {
  it('reports the queue depth a registered source gives, on every scrape', async () => {
    let waiting = 3;
    const stop = reportJobQueueDepth(() => ({ 'test-transcribe': waiting }));
    const alsoStop = reportJobQueueDepth(async () => ({ 'test-transcribe': 1, 'test-mail': 0 }));
    try {
      let text = await scrape();
      expect(sample(text, 'parley_job_queue_depth{queue="test-transcribe"}')).toBe(4);
      expect(sample(text, 'parley_job_queue_depth{queue="test-mail"}')).toBe(0);
      waiting = 7;
      text = await scrape();
      expect(sample(text, 'parley_job_queue_depth{queue="test-transcribe"}')).toBe(8);
    } finally {
      stop();
      alsoStop();
    }
    expect(await scrape()).not.toContain('queue="test-transcribe"');
  });

  it('leaves out a source that fails, and still reports the others', async () => {
    const stops = [
      reportJobQueueDepth(() => {
        throw new Error('queue table missing');
      }),
      reportJobQueueDepth(() => ({ 'test-broken': Number.NaN, 'test-ok': 2 })),
    ];
    try {
      const text = await scrape();
      expect(sample(text, 'parley_job_queue_depth{queue="test-ok"}')).toBe(2);
      expect(text).not.toContain('queue="test-broken"');
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('counts job failures per queue', async () => {
    const series = 'parley_job_failures_total{queue="test-followup"}';
    expect(sample(await scrape(), series)).toBeUndefined();
    countJobFailure('test-followup');
    countJobFailure('test-followup', 2);
    expect(sample(await scrape(), series)).toBe(3);
  });
});
