/**
 * Global set-up of the integration project: one embedded database with initdb done, every migration
 * applied and the demo content seeded (what the build's schema template holds), written once to a file as PGlite's dump of its data directory.
 * Each test file's database starts from it (tests/integration/helpers/database.ts) instead of running
 * initdb, the migrations and the seed again, which was most of a file's own time. On a PostgreSQL
 * server (TEST_DATABASE_URL) every file resets and migrates its database itself, so nothing is made.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { fillTemplate } from '@/lib/ops/start-up/make-template';
import { openDb } from '@/lib/platform/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of the seeded database's dump, or '' on a PostgreSQL server. */
    integrationImage: string;
  }
}

/** Makes the dump and hands its file to the test files; removes it when the run ends. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('integrationImage', '');
    return;
  }
  const open = await openDb({ dataDir: 'memory:' });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'isp-integration-image-'));
  const file = path.join(folder, 'seeded.tar');
  try {
    // the same content as the build's schema template
    await fillTemplate(open);
    if (open.listen.kind !== 'pglite') throw new Error('the image is of an embedded database');
    const image = await open.listen.client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  } finally {
    await open.close();
  }
  project.provide('integrationImage', file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
