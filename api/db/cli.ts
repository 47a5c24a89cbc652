import { loadConfig } from '../config';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrations';
import { reseedDemoData } from './seeds';

/** `npm run db:migrate` and `npm run db:seed`, on the database DATABASE_URL names. */
async function main(command: string | undefined) {
  const config = loadConfig();
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
