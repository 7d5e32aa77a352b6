/**
 * `npm run db:template`, the last step of `npm run build`: makes the schema template that a fresh
 * embedded database starts from (lib/platform/db/template.mjs), in this process of its own so that initdb's
 * memory never becomes the site server's. It needs no database server and holds the schema and the
 * demo content only (no accounts, no visitors' rows), so the build still needs no database.
 * `npm start` runs it too when the build has none.
 */
import { makeSchemaTemplate } from '@/lib/ops/start-up/make-template';
import { schemaTemplateDir } from '@/lib/platform/db/template.mjs';
import { runMain } from './run-main';

async function main(): Promise<void> {
  const started = Date.now();
  const dir = schemaTemplateDir();
  await makeSchemaTemplate(dir);
  console.log(`Database schema template written to ${dir} (${Date.now() - started} ms).`);
}

runMain(main);
