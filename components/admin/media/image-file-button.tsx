/** Texts and handlers of the image file chooser. */
type Props = { label: string; busy: boolean; className: string; onFile: (file: File | undefined) => void };

/** A label styled as a button that opens the file chooser for one JPEG, PNG or WebP image (keyboard-focusable). */
export function ImageFileButton({ label, busy, className, onFile }: Props) {
  return (
    <label
      className={`${className} cursor-pointer focus-within:outline focus-within:outline-3 focus-within:outline-accent-500`}
    >
      {label}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        onChange={(e) => onFile(e.target.files?.[0])}
        disabled={busy}
      />
    </label>
  );
}
