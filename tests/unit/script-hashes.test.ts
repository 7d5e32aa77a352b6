// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, lockInlineScripts, withScriptHashes } from '@/lib/platform/server/script-hashes.mjs';
import { isFrameworkScript } from '@/lib/platform/server/next-internals.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT = 'self.__next_f.push([1,"1:[\\"$\\",\\"p\\",null,{\\"children\\":\\"Тарифы для дома\\"}]\\n"])';
const CHUNKS =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["/_next/static/chunks/a.js"],"runtimeModuleIds":[1]});';
const POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline' https://mc.yandex.ru; style-src 'self' 'unsafe-inline'";

const page = (...scripts: string[]) =>
  Buffer.from(
    `<!doctype html><html><head><script src="/_next/a.js" async=""></script></head><body><p>Привет</p>${scripts.join('')}</body></html>`,
  );

describe('inline script hashes', () => {
  it('hashes each inline script Next writes, over the UTF-8 text the browser hashes', () => {
    const hashes = inlineScriptHashes(
      page(`<script>${BOOTSTRAP}</script>`, `<script>${FLIGHT}</script>`, `<script id="_R_">${CHUNKS}</script>`),
    );
    expect(hashes).toEqual([sha(BOOTSTRAP), sha(FLIGHT), sha(CHUNKS)]);
  });

  it('leaves out injected scripts, even ones dressed as Next flight data', () => {
    const injected = [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,alert(1)])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
    ];
    for (const script of injected) expect(isFrameworkScript(script)).toBe(false);
    expect(inlineScriptHashes(page(...injected.map((script) => `<script>${script}</script>`)))).toEqual([]);
  });

  it('needs no hash for external scripts and JSON-LD data blocks', () => {
    expect(inlineScriptHashes(page('<script type="application/ld+json">{"@type":"Organization"}</script>'))).toEqual(
      [],
    );
  });

  it("replaces 'unsafe-inline' in script-src only, keeping the allowed origins", () => {
    expect(withScriptHashes(POLICY, ["'sha256-abc'"])).toBe(
      "default-src 'self'; script-src 'self' https://mc.yandex.ru 'sha256-abc'; style-src 'self' 'unsafe-inline'",
    );
    expect(withScriptHashes(POLICY, [])).toBe(
      "default-src 'self'; script-src 'self' https://mc.yandex.ru; style-src 'self' 'unsafe-inline'",
    );
  });

  it('locks HTML pages only, and leaves a policy without inline scripts alone', () => {
    const body = page(`<script>${BOOTSTRAP}</script>`);
    const html = lockInlineScripts(
      { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': POLICY },
      body,
    );
    expect(html['content-security-policy']).toContain(sha(BOOTSTRAP));
    expect(html['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    const json = { 'content-type': 'application/json', 'content-security-policy': POLICY };
    expect(lockInlineScripts(json, body)).toBe(json);
    const admin = {
      'content-type': 'text/html',
      'content-security-policy': "script-src 'self' 'nonce-abc' 'strict-dynamic'",
    };
    expect(lockInlineScripts(admin, body)).toBe(admin);
  });
});
