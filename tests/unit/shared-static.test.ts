// @vitest-environment node
/** The shared asset folder of a rolling deploy (lib/platform/server/shared-static.mjs): builds add their files, the last few stay. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishBuildAssets, publishedBuilds, pruneBuildAssets } from '@/lib/platform/server/shared-static.mjs';

let dir: string;
const shared = () => path.join(dir, 'shared');

/** A build folder `name` with BUILD_ID `id` and the given assets under .next/static. */
function build(name: string, id: string, assets: Record<string, string>): string {
  const root = path.join(dir, name);
  mkdirSync(path.join(root, '.next', 'static'), { recursive: true });
  writeFileSync(path.join(root, '.next', 'BUILD_ID'), id);
  writeFileSync(path.join(root, '.next', 'static', '.precompressed'), id);
  for (const [file, text] of Object.entries(assets)) {
    mkdirSync(path.dirname(path.join(root, '.next', 'static', file)), { recursive: true });
    writeFileSync(path.join(root, '.next', 'static', file), text);
  }
  return root;
}
const served = (file: string) => path.join(shared(), '_next', 'static', file);

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'isp-shared-static-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the shared asset folder', () => {
  it('holds the files of every published build side by side, where nginx serves /_next/static/ from', () => {
    publishBuildAssets(
      build('one', 'b1', { 'chunks/a.js': 'a1', 'chunks/common.js': 'c', 'b1/_buildManifest.js': 'm1' }),
      shared(),
    );
    const second = publishBuildAssets(build('two', 'b2', { 'chunks/b.js': 'b2', 'chunks/common.js': 'c' }), shared());
    expect(second).toEqual({ id: 'b2', files: 2, copied: 1 });
    expect(readFileSync(served('chunks/a.js'), 'utf8')).toBe('a1');
    expect(readFileSync(served('chunks/b.js'), 'utf8')).toBe('b2');
    expect(existsSync(served('b1/_buildManifest.js'))).toBe(true);
    expect(existsSync(served('.precompressed'))).toBe(false);
    expect(publishedBuilds(shared()).map((b) => b.id)).toEqual(['b2', 'b1']);
  });

  it('deletes only the files no build among the newest kept names', async () => {
    const ids = ['b1', 'b2', 'b3'];
    for (const [i, id] of ids.entries()) {
      publishBuildAssets(
        build(id, id, { [`chunks/${id}.js`]: id, 'chunks/common.js': 'c', [`${id}/m.js`]: id }),
        shared(),
      );
      // builds are ordered by when they were published
      await new Promise((resolve) => setTimeout(resolve, 5 * (i + 1)));
    }
    expect(pruneBuildAssets(shared(), 2)).toBe(2);
    expect(existsSync(served('chunks/b1.js'))).toBe(false);
    expect(existsSync(served('b1'))).toBe(false);
    for (const file of ['chunks/b2.js', 'chunks/b3.js', 'chunks/common.js', 'b2/m.js', 'b3/m.js'])
      expect(existsSync(served(file)), file).toBe(true);
    expect(publishedBuilds(shared()).map((b) => b.id)).toEqual(['b3', 'b2']);
  });
});
