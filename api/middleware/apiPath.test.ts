import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathSpellings } from '../security/spellings';
import { staticApp } from '../web/staticApp';
import { apiNotFound } from './apiNotFound';
import { isApiPath, normalisedPath } from './apiPath';

describe('isApiPath', () => {
  it('reads every spelling of an API path as the API', () => {
    for (const [spelling, spelled] of Object.entries(pathSpellings('/api/projects/prj_1'))) {
      expect(isApiPath(spelled), `${spelling}: ${spelled}`).toBe(true);
    }
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/API')).toBe(true);
  });

  it('leaves the web app its own paths', () => {
    for (const appPath of ['/', '/apis', '/api-docs', '/apiary/x', '/customer/api', '/x/api/..']) {
      expect(isApiPath(appPath), appPath).toBe(false);
    }
  });

  it('survives malformed escapes', () => {
    expect(normalisedPath('/api/%zz/%')).toBe('/api/%zz/%');
    expect(isApiPath('/%zz/../api/x')).toBe(true);
  });
});

describe('the web app fallback', () => {
  let dist: string;
  let request: ReturnType<typeof supertest>;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-dist-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Parley</title>');
    // The app first, so it is the fallback's own check that keeps API paths out.
    const app = new Koa();
    app.use(staticApp(dist) as Koa.Middleware);
    app.use(apiNotFound());
    request = supertest(app.callback());
  });
  afterAll(() => fs.rm(dist, { recursive: true, force: true }));

  it('serves index.html for client-side routes', async () => {
    const response = await request.get('/customer/acme');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>Parley</title>');
  });

  it('never answers an API spelling with the app', async () => {
    for (const spelled of ['/API/projects', '/Api/x', '/%61pi/projects']) {
      const response = await request.get(spelled);
      expect(response.status, spelled).toBe(404);
      expect(response.body.error.code, spelled).toBe('not_found');
    }
  });
});
