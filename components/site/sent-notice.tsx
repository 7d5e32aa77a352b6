/** The confirmation the server gave for a sent form, in place of the form. */
export function SentNotice({ message }: { message: string }) {
  return (
    <p role="status" className="rounded border-l-4 border-success bg-success-soft p-4 text-success-strong">
      {message}
    </p>
  );
}
