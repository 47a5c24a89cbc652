import { loadConfig } from '../config';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrations';
import { DEMO_DATA_REFUSED, reseedDemoData } from './seeds';

/** `npm run db:migrate` and `npm run db:seed`, on the database DATABASE_URL names. */
async function main(command: string | undefined) {
  const config = loadConfig();
  // Before the database opens (and migrates): a refused seed changes nothing at all.
  if (command === 'seed' && config.production) throw new Error(DEMO_DATA_REFUSED);
  const db = await openDatabase(config.databaseUrl);
  try {
    const applied = await migrateToLatest(db.knex);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Migrations are up to date.');
    if (command === 'seed') {
      await reseedDemoData(db.knex);
      console.log(`Demo data loaded into ${db.description}.`);
    } else if (command !== 'migrate') {
      throw new Error(`Unknown command "${command}". Use migrate or seed.`);
    }
  } finally {
    await db.close();
  }
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
