/** A backup or restore that cannot go ahead; its message tells the operator what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}
