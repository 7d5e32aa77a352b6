/**
 * What lib/platform/server/next-internals.mjs relies on, checked against the installed Next: a Next upgrade
 * that renames the standalone variable, moves the build's manifests or changes an inline script's
 * shape fails here rather than silently starting Next on next.config.ts or refusing its scripts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STANDALONE_CONFIG_VARIABLE, isFrameworkScript } from '@/lib/platform/server/next-internals.mjs';

const require = createRequire(path.join(process.cwd(), 'package.json'));
const nextFile = (file: string) => readFileSync(require.resolve(`next/dist/${file}`), 'utf8');
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/g;

// Made by `next build` of this site with this version (.next/server/app/_not-found.html);
// after an upgrade, build and copy that file over the fixture, then set the version here.
const FIXTURE_NEXT_VERSION = '16.4.6';
const fixture = readFileSync(path.join('tests', 'fixtures', 'next-rendered-page.html'), 'utf8');

/** The inline (not src=) scripts of an HTML text. */
const inlineScripts = (html: string) =>
  [...html.matchAll(SCRIPT)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes ?? ''))
    .map(([, , body]) => body ?? '');

/** The HTML Next's own writer makes of flight chunks (the function its renderer streams through). */
async function nextInlinedFlight(chunks: (string | Uint8Array)[]): Promise<string> {
  const { createInlinedDataReadableStream } = require('next/dist/server/app-render/use-flight-response.js');
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(createInlinedDataReadableStream(source, undefined, null)).text();
}

describe("Next's internals the front server relies on", () => {
  it('Next still starts on the resolved configuration in the standalone variable', () => {
    const config = nextFile('server/config.js');
    expect(config).toContain(`JSON.parse(process.env.${STANDALONE_CONFIG_VARIABLE})`);
  });

  it('the build still writes its resolved configuration and routes where the module reads them', () => {
    const constants = nextFile('shared/lib/constants.js');
    expect(constants).toContain("SERVER_FILES_MANIFEST = 'required-server-files'");
    expect(constants).toContain("ROUTES_MANIFEST = 'routes-manifest.json'");
  });

  it("every script Next's flight writer makes has a shape the module accepts", async () => {
    const html = await nextInlinedFlight(['0:{"a":"</script><b>"}\n', new Uint8Array([255, 0, 1])]);
    const scripts = inlineScripts(html);
    expect(scripts.length).toBe(3);
    for (const script of scripts) expect(isFrameworkScript(script)).toBe(true);
  });

  it('every inline script of a page built by the installed Next has a shape the module accepts', () => {
    const installed = JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')).version;
    expect(installed, 'rebuild and refresh tests/fixtures/next-rendered-page.html').toBe(FIXTURE_NEXT_VERSION);
    const scripts = inlineScripts(fixture);
    expect(scripts.some((script) => script.includes('TURBOPACK'))).toBe(true);
    for (const script of scripts) expect(isFrameworkScript(script)).toBe(true);
  });

  it('a script of any other shape is not taken for one of Next’s', () => {
    expect(isFrameworkScript('self.__next_f.push([1,alert(1)])')).toBe(false);
    expect(isFrameworkScript('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(fetch("/x"));')).toBe(
      false,
    );
  });
});
