/** The error under a field, tied to it by `aria-describedby`; empty (but present) when there is none. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="text-sm text-danger">
      {message ?? ''}
    </p>
  );
}
