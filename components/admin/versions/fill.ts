/** Fills a message's `{name}` placeholders (the admin's version texts use no other ICU form). */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
