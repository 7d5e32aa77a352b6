/** Shows a failed account call: the server's per-field messages under their fields, anything else as a notification. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiCallError } from '@/lib/http/api/client';
import { useNotifications } from '@/lib/ui-state/store/notifications';

/** Puts each field message the server sent on its field (those the form has); otherwise notifies the error. */
export function showCallError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: Path<T>[]) {
  if (error instanceof ApiCallError) {
    const known = fields.filter((name) => error.fields[name]);
    for (const name of known) setError(name, { message: error.fields[name] });
    if (known.length > 0) return;
  }
  useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
}
