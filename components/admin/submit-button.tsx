/** The admin forms' main button: disabled and saying so while the form is being sent. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
