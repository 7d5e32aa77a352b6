/**
 * The server's start: before it serves, its shared database is set up (lib/ops/start-up/prepare-database.ts)
 * and the captcha key loaded for code that cannot wait for it. Called once from instrumentation.ts,
 * whose register() Next awaits before the first request; a database that cannot be set up ends the
 * process with the reason rather than leaving a server that answers 500s.
 */
import 'server-only';
import { captchaSecret } from '@/lib/platform/abuse/captcha-key';
import { openSharedDb } from '@/lib/platform/db';
import { env, isBuildPhase } from '@/lib/platform/env';
import { uploadDir } from '@/lib/platform/uploads/upload-dir';
import { setUpDatabase } from './prepare-database';

/** Sets up the server's database before it serves (not in a build's workers, which never open it). */
export async function prepareServerDatabase(): Promise<void> {
  if (isBuildPhase()) return;
  const config = env();
  try {
    const folder = uploadDir();
    const { importedFiles } = await setUpDatabase(await openSharedDb(), {
      adminEmail: config.ADMIN_EMAIL,
      dataDir: config.DATA_DIR,
      uploadDir: folder,
    });
    if (importedFiles > 0)
      console.log(`Moved ${importedFiles} uploaded file(s) from ${folder} into the database (the folder is kept).`);
    await captchaSecret();
  } catch (error) {
    console.error('Could not prepare the database:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
