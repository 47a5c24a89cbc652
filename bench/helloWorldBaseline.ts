import { startChildServer } from '../e2e/support/childServer';
import { type Measurement, measure } from './measure';
import { withCleanUp } from './servers';

/**
 * A bare Koa hello-world (bench/helloWorld.ts) under the same load as the targets: how fast
 * this host is in this run. These machines' speed moves by several times from day to day,
 * so figures from different days compare only through it.
 */
export async function measureHelloWorld(load: {
  connections: number;
  seconds: number;
}): Promise<Measurement> {
  const hello = await startChildServer({
    script: 'bench/helloWorld.ts',
    env: process.env,
    ready: /listening on (\d+)/,
  });
  return withCleanUp(hello, () => measure({ url: `http://127.0.0.1:${hello.port}/`, ...load }));
}
