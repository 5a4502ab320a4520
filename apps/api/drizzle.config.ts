// drizzle-kit configuration: `pnpm --filter @pulse/api db:generate` writes SQL migrations to drizzle/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
