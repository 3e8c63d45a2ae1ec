// Prisma CLI configuration. The app itself never reads this file: it gets its
// database URL from api/src/config/env.ts and applies migrations with
// api/src/db/migrations.ts (see docs/decisions/002-migrations-offline.md).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/lakbay' },
});
