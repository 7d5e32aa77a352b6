/**
 * A small ICU message formatter for the browser. Client islands only use `{name}` arguments and
 * `{n, plural, …}` with `#`; formatting those here keeps use-intl's runtime and intl-messageformat
 * off every public page, script a slow phone would download and compile for two message forms.
 * `tests/unit/format-message.test.ts` checks it agrees with next-intl on every client message in
 * both languages, and that it refuses any other ICU form rather than print it wrongly.
 */
import { groupThousands } from '@/lib/platform/format/money';

export type MessageValues = Record<string, string | number>;

/** Thrown for a message form this formatter does not handle, or a missing argument. */
export class MessageFormatError extends Error {}

type Scope = { locale: string; values: MessageValues; count: number | null };

/** Formats an ICU message with `{name}` and `{n, plural, …}` arguments in the given BCP 47 locale. */
export function formatMessage(locale: string, message: string, values: MessageValues = {}): string {
  return render(message, { locale, values, count: null });
}

// Locales whose ICU number format for a whole number is its digits grouped by three with a no-break
// space (checked against Intl.NumberFormat in tests/unit/format-message.test.ts).
const NBSP_GROUPED = new Set(['ru', 'uz']);

/**
 * `#` in a plural: a whole count in the site's languages is grouped here, because a page's first
 * Intl.NumberFormat makes Chrome set up ICU's number formatter on the main thread, which the tariff
 * picker's result count paid during hydration. Anything else still goes through Intl.
 */
function formatCount(locale: string, count: number): string {
  if (!Number.isSafeInteger(count) || !NBSP_GROUPED.has(locale)) return new Intl.NumberFormat(locale).format(count);
  return groupThousands(count, '\u00a0');
}

function render(message: string, scope: Scope): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const char = message[i];
    if (char === "'") {
      const quoted = readApostrophe(message, i, scope.count !== null);
      out += quoted.text;
      i = quoted.end;
    } else if (char === '#' && scope.count !== null) {
      out += formatCount(scope.locale, scope.count);
      i += 1;
    } else if (char === '{') {
      const end = closingBrace(message, i);
      out += argument(message.slice(i + 1, end), scope);
      i = end + 1;
    } else if (char === '}') {
      throw new MessageFormatError(`Unbalanced "}" in "${message}"`);
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

/** ICU's apostrophe rule: `''` is one apostrophe; `'` before a syntax character quotes up to the next `'`. */
function readApostrophe(message: string, at: number, inPlural: boolean): { text: string; end: number } {
  const next = message[at + 1];
  if (next === "'") return { text: "'", end: at + 2 };
  if (next !== '{' && next !== '}' && !(inPlural && next === '#')) return { text: "'", end: at + 1 };
  let text = '';
  let i = at + 1;
  while (i < message.length) {
    if (message[i] === "'" && message[i + 1] === "'") {
      text += "'";
      i += 2;
    } else if (message[i] === "'") {
      return { text, end: i + 1 };
    } else {
      text += message[i];
      i += 1;
    }
  }
  return { text, end: i };
}

function closingBrace(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i += 1) {
    if (message[i] === "'" && (message[i + 1] === '{' || message[i + 1] === '}')) {
      const close = message.indexOf("'", i + 1);
      i = close === -1 ? message.length : close;
    } else if (message[i] === '{') depth += 1;
    else if (message[i] === '}' && --depth === 0) return i;
  }
  throw new MessageFormatError(`Unclosed "{" in "${message}"`);
}

function argument(body: string, scope: Scope): string {
  const [rawName = '', rawType, ...rest] = body.split(',');
  const name = rawName.trim();
  if (!(name in scope.values)) throw new MessageFormatError(`No value for "${name}"`);
  const value = scope.values[name];
  if (rawType === undefined) return String(value);
  if (rawType.trim() !== 'plural' || typeof value !== 'number')
    throw new MessageFormatError(`Unsupported argument "{${body}}"`);
  return plural(rest.join(','), value, scope);
}

// Making an Intl.PluralRules is slow next to a render: the tariff picker's count is formatted on every
// key the visitor types, so each locale's rules are made once.
const pluralRulesByLocale = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRulesByLocale.get(locale);
  if (!rules) pluralRulesByLocale.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

function plural(branches: string, count: number, scope: Scope): string {
  const options = new Map<string, string>();
  let i = 0;
  while (i < branches.length) {
    const open = branches.indexOf('{', i);
    if (open === -1) break;
    const selector = branches.slice(i, open).trim();
    if (!/^(=\d+|zero|one|two|few|many|other)$/.test(selector))
      throw new MessageFormatError(`Unsupported plural selector "${selector}"`);
    const close = closingBrace(branches, open);
    options.set(selector, branches.slice(open + 1, close));
    i = close + 1;
  }
  const chosen =
    options.get(`=${count}`) ?? options.get(pluralRules(scope.locale).select(count)) ?? options.get('other');
  if (chosen === undefined) throw new MessageFormatError('A plural needs an "other" branch');
  return render(chosen, { ...scope, count });
}
