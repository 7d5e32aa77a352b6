/** Catching stored XSS in the browser: what ran (`__xss(id)` calls, dialogs) and what on a page could run. */
import type { BrowserContext, Page } from '@playwright/test';

/** Records every `__xss(id)` call from any page or frame of the context, and every dialog; the array fills as they happen. */
export async function recordExecutions(context: BrowserContext): Promise<string[]> {
  const ran: string[] = [];
  await context.exposeFunction('__xss', (id: unknown) => {
    ran.push(`__xss(${String(id)})`);
  });
  context.on('page', (page) =>
    page.on('dialog', (dialog) => {
      ran.push(`${dialog.type()}(${dialog.message()})`);
      void dialog.dismiss();
    }),
  );
  return ran;
}

/**
 * Everything on the page that could run script and that our own markup never has: event-handler
 * attributes, javascript:/vbscript:/data: URLs (but a WebP picture's in an image), script in styles, frames, objects, <base>, a
 * meta refresh, and any script other than Next's own (chunks under /_next/, its flight data and
 * bootstrap) or JSON-LD that parses as JSON.
 */
export function activeContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const URL_ATTRIBUTES = [
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'background',
      'poster',
      'srcdoc',
      'srcset',
    ];
    // browsers ignore control characters and spaces inside a scheme, so compare without them
    const squeezed = (value: string) =>
      [...value]
        .filter((c) => c > ' ')
        .join('')
        .toLowerCase();
    const isOwnScript = (script: HTMLScriptElement) => {
      const src = script.getAttribute('src');
      if (src)
        return (
          new URL(src, location.href).origin === location.origin &&
          new URL(src, location.href).pathname.startsWith('/_next/')
        );
      const text = (script.textContent ?? '').trim();
      if (script.type === 'application/ld+json') {
        try {
          JSON.parse(text);
          return true;
        } catch {
          return false;
        }
      }
      return (
        text === '(self.__next_f=self.__next_f||[]).push([0])' ||
        /^self\.__next_f\.push\(\[\d+,"(?:[^"\\]|\\.)*"\]\)$/s.test(text) ||
        text.startsWith('(globalThis["TURBOPACK"]')
      );
    };
    // A page's first picture comes inside it as a WebP data URI (lib/content/media/inline-picture.ts): in an
    // <img> or its <picture>'s <source> a raster picture cannot run script; any other data: URL still counts.
    const isInlinePicture = (el: Element, attribute: string, value: string) =>
      ((el.localName === 'img' && attribute === 'src') ||
        (el.localName === 'source' && el.parentElement?.localName === 'picture' && attribute === 'srcset')) &&
      /^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/.test(value);
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const { name, value } of Array.from(el.attributes)) {
        const attribute = name.toLowerCase();
        if (attribute.startsWith('on')) found.push(`<${el.localName} ${attribute}>`);
        else if (
          URL_ATTRIBUTES.includes(attribute) &&
          /^(javascript|vbscript|data):/.test(squeezed(value)) &&
          !isInlinePicture(el, attribute, value)
        )
          found.push(`<${el.localName} ${attribute}="${value.slice(0, 80)}">`);
        else if (attribute === 'style' && /javascript:|expression\(/.test(squeezed(value)))
          found.push(`<${el.localName} style="${value.slice(0, 80)}">`);
      }
    }
    for (const el of Array.from(
      document.querySelectorAll('iframe, frame, object, embed, applet, base, meta[http-equiv="refresh" i]'),
    ))
      found.push(`<${el.localName}>`);
    for (const style of Array.from(document.querySelectorAll('style')))
      if (/javascript:|expression\(/.test(squeezed(style.textContent ?? ''))) found.push('<style> with script');
    for (const script of Array.from(document.scripts))
      if (!isOwnScript(script))
        found.push(`<script>${(script.getAttribute('src') ?? script.textContent ?? '').slice(0, 80)}`);
    return found;
  });
}

/** The planted-text tokens (⟦n⟧) in the page's text (a slide not on screen too) and its JSON-LD, not in Next's script data. */
export async function shownTokens(page: Page): Promise<number[]> {
  const text = await page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        parent?.closest('style, noscript, template') ||
        (parent?.closest('script') && parent.getAttribute('type') !== 'application/ld+json')
      )
        continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
  return [...text.matchAll(/⟦(\d+)⟧/g)].map((m) => Number(m[1]));
}
