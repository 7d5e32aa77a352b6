// @vitest-environment node
/** The build's stylesheet written into public pages: what is inlined, what is left linked, and why. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StylesheetInliner } from '@/lib/platform/server/inline-styles.mjs';

const CSS = 'body{color:#14202e}h1{font-size:1.875rem}.bg{background:url(/hero.avif)}';
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const LINK = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
const page = (head: string, body = '<p>Тарифы</p>') =>
  Buffer.from(`<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`);

let root: string;
let inliner: StylesheetInliner;

function writeStylesheet(name: string, text: string) {
  writeFileSync(path.join(root, '.next', 'static', 'chunks', name), text);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
  mkdirSync(path.join(root, '.next', 'static', 'chunks'), { recursive: true });
  writeStylesheet('site.css', CSS);
  inliner = StylesheetInliner.fromBuild(root);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('StylesheetInliner', () => {
  it('writes the stylesheet into the head and keeps its link, disabled, for React to find', () => {
    const html = inliner
      .inline(HTML, page(`${LINK}<script src="/_next/static/chunks/a.js" async=""></script>`))
      .toString();
    expect(html).toContain(
      `<head><meta charSet="utf-8"/><style>${CSS}</style><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/><script`,
    );
    expect(html).toContain('<body><p>Тарифы</p></body>');
  });

  it("inlines a stylesheet whose link carries the build's deploymentId (?dpl=)", () => {
    const versioned = LINK.replace('site.css', 'site.css?dpl=Xk3_9aQ2');
    const html = inliner.inline(HTML, page(versioned)).toString();
    expect(html).toContain(
      `<style>${CSS}</style><link rel="stylesheet" href="/_next/static/chunks/site.css?dpl=Xk3_9aQ2"`,
    );
  });

  it('leaves the body alone: a link there is not moved', () => {
    const body = page('<title>Тарифы</title>', LINK);
    expect(inliner.inline(HTML, body)).toBe(body);
  });

  it('leaves answers that are not HTML, and HTML without a head end, as they are', () => {
    const json = Buffer.from(JSON.stringify({ html: LINK }));
    expect(inliner.inline({ 'content-type': 'application/json' }, json)).toBe(json);
    const fragment = Buffer.from(LINK);
    expect(inliner.inline(HTML, fragment)).toBe(fragment);
  });

  it('keeps linked what it cannot inline safely: unknown files, other sites, print or disabled links', () => {
    mkdirSync(path.join(root, '.next', 'static', 'chunks', 'folder.css'));
    for (const head of [
      '<link rel="stylesheet" href="/_next/static/chunks/folder.css" data-precedence="next"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/missing.css" data-precedence="next"/>',
      '<link rel="stylesheet" href="/_next/static/../../outside.css"/>',
      '<link rel="stylesheet" href="https://cdn.example.com/site.css"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" media="print"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" disabled=""/>',
      '<link rel="preload" as="style" href="/_next/static/chunks/site.css"/>',
    ]) {
      const body = page(head);
      expect(inliner.inline(HTML, body), head).toBe(body);
    }
  });

  it('keeps linked a stylesheet whose meaning depends on its location, that could close the element, or that is large', () => {
    writeStylesheet('relative.css', '.hero{background:url(media/hero.avif)}');
    writeStylesheet('imports.css', "@import 'other.css';");
    writeStylesheet('closing.css', '.a::after{content:"</style><script>alert(1)</script>"}');
    writeStylesheet('large.css', `.a{color:red}${' '.repeat(70 * 1024)}`);
    for (const name of ['relative.css', 'imports.css', 'closing.css', 'large.css']) {
      const body = page(`<link rel="stylesheet" href="/_next/static/chunks/${name}" data-precedence="next"/>`);
      expect(inliner.inline(HTML, body), name).toBe(body);
    }
  });

  it('inlines nothing without a build folder', () => {
    const body = page(LINK);
    expect(new StylesheetInliner().inline(HTML, body)).toBe(body);
  });
});
