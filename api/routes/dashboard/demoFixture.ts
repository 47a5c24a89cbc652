import type supertest from 'supertest';
import { seedDemoDataIfEmpty } from '../../db/seeds';
import { DEMO_PASSWORD, HARBOR_BANK, MERIDIAN_CAPITAL } from '../../db/seeds/demo';
import { User } from '../../models';
import { signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

export { HARBOR_BANK, MERIDIAN_CAPITAL };

/** The demo accounts by username (README, "Demo data"). */
export type DemoUsername = 'admin' | 'customer' | 'customer2' | 'expert';

export interface DemoApp {
  t: TestApp;
  /** A browser signed in as a demo account. */
  as(username: DemoUsername): Promise<supertest.Agent>;
}

/** A test app loaded with the demo data, insights included, as `npm start` shows it. */
export async function createDemoApp(env: Record<string, string> = {}): Promise<DemoApp> {
  const t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none', ...env });
  await seedDemoDataIfEmpty(t.db.knex);
  return {
    t,
    async as(username) {
      const user = await User.query(t.db.knex).findOne({ username }).throwIfNotFound();
      return signIn(t.agent(), user, DEMO_PASSWORD);
    },
  };
}
