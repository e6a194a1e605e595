import { defineConfig } from 'drizzle-kit';

// Only `npm run db:generate` uses this: it writes SQL migrations from src/server/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
