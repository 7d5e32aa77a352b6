/**
 * PostgreSQL stores no NUL character in text or jsonb, and jsonb refuses a lone UTF-16 surrogate
 * (text would silently turn it into U+FFFD). Input carrying either is refused as a whole instead
 * of failing in the database.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

// Each visited value remembers its key and parent, so the path is built only for the culprit.
type Node = { value: unknown; key: string; parent: Node | null };

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) keys.push(n.key);
  return keys.reverse().join('.');
}

/** The dotted path of the first string or object key that cannot be stored ('' for the value itself); null when everything can be. */
export function unstorableTextPath(value: unknown): string | null {
  // An explicit stack: a 64 KiB body can nest tens of thousands of levels, deeper than the call stack.
  const stack: Node[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node.value === 'string') {
      if (unstorable(node.value)) return pathOf(node);
    } else if (node.value !== null && typeof node.value === 'object') {
      for (const [key, child] of Object.entries(node.value)) {
        const childNode = { value: child, key, parent: node };
        if (unstorable(key)) return pathOf(childNode);
        stack.push(childNode);
      }
    }
  }
  return null;
}
