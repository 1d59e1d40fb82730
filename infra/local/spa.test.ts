// `npm start` rebuilds the SPA exactly when there is no build or a source is newer than it.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newestMtime, spaBuildReason } from './spa';

let root: string;
let src: string;
let shared: string;
let dist: string;
const at = (iso: string) => new Date(iso);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'spa-build-'));
  src = join(root, 'frontend');
  shared = join(root, 'shared');
  dist = join(src, 'dist');
  mkdirSync(join(src, 'src', 'app'), { recursive: true });
  mkdirSync(shared);
  writeFileSync(join(src, 'src', 'app', 'App.tsx'), 'export {}');
  writeFileSync(join(shared, 'constants.ts'), 'export {}');
  utimesSync(join(src, 'src', 'app', 'App.tsx'), at('2026-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z'));
  utimesSync(join(shared, 'constants.ts'), at('2026-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

function build(iso: string) {
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  utimesSync(join(dist, 'index.html'), at(iso), at(iso));
}

describe('spaBuildReason', () => {
  it('asks for a build when there is none', () => {
    expect(spaBuildReason(dist, [src, shared])).toBe('no build yet');
  });

  it('skips the build when the build is newer than every source', () => {
    build('2026-02-01T00:00:00Z');
    expect(spaBuildReason(dist, [src, shared])).toBeNull();
  });

  it('rebuilds when a frontend or shared file changed after the build', () => {
    build('2026-02-01T00:00:00Z');
    utimesSync(join(shared, 'constants.ts'), at('2026-03-01T00:00:00Z'), at('2026-03-01T00:00:00Z'));
    expect(spaBuildReason(dist, [src, shared])).toBe('sources changed since the last build');
  });

  it('does not count the build output itself as a source', () => {
    build('2026-02-01T00:00:00Z');
    writeFileSync(join(dist, 'late-asset.js'), '');
    expect(newestMtime(src)).toBe(at('2026-01-01T00:00:00Z').getTime());
    expect(spaBuildReason(dist, [src, shared])).toBeNull();
  });
});
