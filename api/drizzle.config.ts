import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Core tables in schema.ts; each area keeps its own tables in schema-<area>.ts.
  schema: './src/db/schema*.ts',
  out: './drizzle',
  casing: 'snake_case',
});
