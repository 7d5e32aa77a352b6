/** How a form shows a failed call: a 'danger' notification, and the server's field errors under their fields. */
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { failureOf, setServerErrors } from '@/lib/platform/validation/form-errors';

/** Shows a failed call: a 'danger' notification, and the server's field errors under their fields. */
export function reportFailure<T extends FieldValues>(error: unknown, setError?: UseFormSetError<T>): void {
  const { message, fields } = failureOf(error);
  useNotifications.getState().notify('danger', message);
  if (setError) setServerErrors(fields, setError);
}
