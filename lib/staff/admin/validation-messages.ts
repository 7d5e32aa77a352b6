/** Turns zod issues into the translated Validation texts on the client (the server uses the same keys). */
import type { z } from 'zod';
import { issueMessage } from '@/lib/platform/validation/issue-key';

/** The Validation namespace as plain strings with `{name}` placeholders. */
export type ValidationTexts = Record<string, string>;

/** Fills the placeholders of a message. */
function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A zod error map producing translated texts; schema-level keys are translated by `translateMessage`. */
export function validationErrorMap(texts: ValidationTexts) {
  return (issue: z.core.$ZodRawIssue) => {
    // A raw issue has no message yet; an empty one keeps issueMessage from reading it as a key.
    const { key, values } = issueMessage({ ...issue, message: '' } as unknown as z.core.$ZodIssue);
    return fill(texts[key] ?? texts.invalidFormat ?? key, values);
  };
}

/** The text to show for a form error: a bare Validation key is translated, anything else shown as is. */
export function translateMessage(texts: ValidationTexts, message: string | undefined): string {
  if (!message) return '';
  return /^[a-zA-Z]+$/.test(message) && texts[message] ? texts[message] : message;
}
