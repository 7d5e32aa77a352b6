import { sanitizeRichText } from '@/lib/content/site/sanitize';

/** Admin-written HTML, sanitised again at render time (defence in depth on top of sanitising on save). */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
