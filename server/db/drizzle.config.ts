import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config server/db/drizzle.config.ts` writes a new migration. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
