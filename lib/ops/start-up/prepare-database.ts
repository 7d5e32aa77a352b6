/**
 * Set-up of a database, an explicit step of the server's start (lib/ops/start-up/server-start.ts) and
 * of the CLI commands: the migrations, the demo content when the database is empty, the first
 * admin account (its password printed once), the installation's captcha key and the move-in of
 * files from the upload folder (entered in the media library). It runs under one lock of the database, so of instances started
 * together one sets up and the others wait, then find it done.
 */
import 'server-only';
import { ensureCaptchaKey } from '@/lib/platform/abuse/captcha-key';
import { ensureInitialAdmin } from '@/lib/staff/auth/initial-admin';
import { openDb, type DbTarget, type OpenDb } from '@/lib/platform/db/client';
import { applyMigrations } from '@/lib/platform/db/migrate';
import { importUploadFolder } from '@/lib/platform/files/import-uploads';
import { uploadDir } from '@/lib/platform/uploads/upload-dir';
import { enterExistingImages } from '@/lib/content/media/register';
import { seedDemoContent } from './seed-demo-content';

/** The advisory lock key of the set-up: any fixed number no other code of the site uses. */
export const SET_UP_LOCK = 0x15_9a_5e_70;

/** What a set-up needs besides the database: the first admin's e-mail, DATA_DIR, the upload folder to move in. */
export type SetUpOptions = { adminEmail: string; dataDir: string; uploadDir: string };

/** What a set-up did: files moved in from the upload folder. */
export type SetUpReport = { importedFiles: number };

/** Sets up an open database under the set-up lock; every step does nothing when already done. */
export function setUpDatabase(open: OpenDb, options: SetUpOptions): Promise<SetUpReport> {
  return open.exclusive(SET_UP_LOCK, async () => {
    await applyMigrations(open);
    // Inside the lock: of instances started together only the first finds the database empty.
    await seedDemoContent(open.db);
    await ensureInitialAdmin(open.db, options.adminEmail, options.dataDir);
    await ensureCaptchaKey(open.db, options.dataDir);
    const importedFiles = await importUploadFolder(open.db, options.uploadDir);
    // Images from before the media library (and the demo content's pictures) are entered once.
    await enterExistingImages(open.db);
    return { importedFiles };
  });
}

/** Opens and sets up a database (upload folder from the configuration unless given); used by the CLI and tests. */
export async function prepareDatabase(target: DbTarget, adminEmail: string, folder = uploadDir()): Promise<OpenDb> {
  const open = await openDb(target);
  try {
    await setUpDatabase(open, { adminEmail, dataDir: target.dataDir, uploadDir: folder });
    return open;
  } catch (error) {
    await open.close();
    throw error;
  }
}
