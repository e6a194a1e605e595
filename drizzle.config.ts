import { defineConfig } from 'drizzle-kit';

// Only `npm run db:generate` uses this: it writes SQL migrations from the tables in src/server/db/schema/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
