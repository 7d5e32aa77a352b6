/**
 * Makes the schema template (lib/platform/db/template.mjs): an embedded database with every migration
 * applied and the demo content every fresh database gets anyway (seeding at first start would be a
 * large part of its start-up time). The first admin account depends on the environment (ADMIN_EMAIL, DATA_DIR)
 * and its password must be new for each installation, so it is made at first start, not here. The
 * media library's entries for the demo pictures are in it too.
 */
import fs from 'node:fs';
import { openDb, type OpenDb } from '@/lib/platform/db/client';
import { applyMigrations } from '@/lib/platform/db/migrate';
import { enterExistingImages } from '@/lib/content/media/register';
import { seedDemoContent } from './seed-demo-content';
import { writeTemplateManifest } from '@/lib/platform/db/template.mjs';

/** Puts `staging` in place as `dir`; a template someone else put there meanwhile is kept, being as good. */
function replaceTemplate(dir: string, staging: string): void {
  const old = `${dir}.old-${process.pid}`;
  if (fs.existsSync(dir)) fs.renameSync(dir, old);
  try {
    fs.renameSync(staging, dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(old, { recursive: true, force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Fills a new, empty database with what every fresh one gets: the migrations, the demo content and its pictures' media entries. */
export async function fillTemplate(open: OpenDb): Promise<void> {
  await applyMigrations(open);
  await seedDemoContent(open.db);
  // the demo pictures' sizes are read here once, so a first start never loads the image library
  await enterExistingImages(open.db);
}

/** Makes the schema template in `dir`, in a staging folder renamed into place so that no half template is ever there. */
export async function makeSchemaTemplate(dir: string): Promise<void> {
  const staging = `${dir}.making-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    const open = await openDb({ dataDir: staging, template: null });
    try {
      await fillTemplate(open);
    } finally {
      await open.close();
    }
    writeTemplateManifest(staging);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  replaceTemplate(dir, staging);
}
