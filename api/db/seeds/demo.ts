import type { Knex } from 'knex';
import { hashPassword } from '../../lib/passwords';
import { User } from '../../models';

export const DEMO_PASSWORD = 'parley-demo';

/** The demo data (README, "Demo data"). Deterministic: same ids and text every time. */
export async function insertDemoData(trx: Knex.Transaction): Promise<void> {
  const password = await hashPassword(DEMO_PASSWORD);
  await User.query(trx).insert([
    { id: 'usr_demo_admin', username: 'admin', password, role: 'admin', fullName: 'Avery Admin' },
    {
      id: 'usr_demo_expert',
      username: 'expert',
      password,
      role: 'expert',
      email: 'expert@parley.test',
      fullName: 'Elena Expert',
    },
    {
      id: 'usr_demo_customer',
      username: 'customer',
      password,
      role: 'customer',
      fullName: 'Casey Customer',
      company: 'Meridian Capital',
      clientAccess: 'Meridian Capital',
    },
    {
      id: 'usr_demo_customer2',
      username: 'customer2',
      password,
      role: 'customer',
      fullName: 'Harper Customer',
      company: 'Harbor Bank',
      clientAccess: 'Harbor Bank',
    },
  ]);
}
