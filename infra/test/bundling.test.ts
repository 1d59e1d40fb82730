// The Lambda bundle as deployed: built with the project's esbuild options, loaded by a fresh Node process the way
// Lambda loads it, and answering a request.
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { bundleLambda, ESM_REQUIRE_BANNER, REPO_ROOT, type BundleReport } from '../lib/bundling';
import { ProjectFunction } from '../lib/project-function';
import { cdkJsonContext } from './test-app';

const WAITLIST = 'functions/api/waitlist/handler.ts';

/** Runs the bundled handler once in a new Node process, with Lambda's NODE_OPTIONS and dummy AWS settings. */
function invokeBundle(entryFile: string, event: unknown): { statusCode: number; body: string } {
  const script = `
    const { handler } = await import(${JSON.stringify(pathToFileURL(entryFile).href)});
    const context = { awsRequestId: 'bundle-test', functionName: 'waitlist', functionVersion: '$LATEST',
      invokedFunctionArn: 'arn:aws:lambda:ap-southeast-2:123456789012:function:waitlist', memoryLimitInMB: '512',
      getRemainingTimeInMillis: () => 10000 };
    process.stdout.write(JSON.stringify(await handler(${JSON.stringify(event)}, context)));`;
  const child = spawnSync(
    process.execPath,
    ['--enable-source-maps', '--input-type=module', '--eval', script],
    {
      cwd: tmpdir(),
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        AWS_REGION: 'ap-southeast-2',
        AWS_ACCESS_KEY_ID: 'test',
        AWS_SECRET_ACCESS_KEY: 'test',
        TABLE_NAME: 'bundle-test',
        POWERTOOLS_LOG_LEVEL: 'SILENT',
      },
    },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout) as { statusCode: number; body: string };
}

describe('Lambda bundling', () => {
  let outdir: string;
  let report: BundleReport;

  beforeAll(async () => {
    outdir = mkdtempSync(join(tmpdir(), 'lambda-bundle-'));
    report = await bundleLambda(WAITLIST, outdir);
  });

  it('writes an ES module entry exporting the handler, with a repository-relative source map', () => {
    expect(report.entryFile).toBe(join(outdir, 'index.mjs'));
    expect(existsSync(join(outdir, 'index.mjs.map'))).toBe(true);
    const code = readFileSync(report.entryFile, 'utf8');
    expect(code.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
    // A minified name may hold a $, which \w does not match.
    expect(code).toMatch(/export\s*\{\s*[\w$]+ as handler\s*\}/);
    // Source maps name sources relative to the repository, never by this machine's absolute path.
    const map = JSON.parse(readFileSync(join(outdir, 'index.mjs.map'), 'utf8')) as { sources: string[] };
    expect(map.sources).toContain('../../../functions/api/waitlist/handler.ts');
    expect(map.sources.some((source) => source.includes(REPO_ROOT))).toBe(false);
  });

  it('keeps lazily imported SDK credential providers out of what a cold start loads', () => {
    expect(readdirSync(join(outdir, 'chunks')).length).toBeGreaterThan(0);
    expect(report.coldStartBytes).toBeLessThan(report.totalBytes);
  });

  it('ships zod with its English messages only', () => {
    const everything = [
      report.entryFile,
      ...readdirSync(join(outdir, 'chunks')).map((f) => join(outdir, 'chunks', f)),
    ]
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    expect(everything).toContain('Invalid input');
    // Phrases from zod's German and French locales.
    expect(everything).not.toContain('Ungültige Eingabe');
    expect(everything).not.toContain('Entrée invalide');
  });

  it('loads in a fresh Node process and answers a request, with zod’s messages still in English', () => {
    const sample = JSON.parse(readFileSync(join(REPO_ROOT, 'events/waitlist-post.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const result = invokeBundle(report.entryFile, { ...sample, body: '[]' });
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toMatchObject({
      message: expect.stringMatching(/^Invalid input: expected object/),
    });
  });

  it('is exactly what ProjectFunction deploys', () => {
    const app = new App({ context: cdkJsonContext(), outdir: mkdtempSync(join(tmpdir(), 'cdk-out-')) });
    const stack = new Stack(app, 'BundleTest', {
      env: { account: '123456789012', region: 'ap-southeast-2' },
    });
    new ProjectFunction(stack, 'Waitlist', { entry: WAITLIST, serviceName: 'api-waitlist' });
    const assembly = app.synth();
    const assetDirs = readdirSync(assembly.directory).filter((d) => d.startsWith('asset.'));
    expect(assetDirs).toHaveLength(1);
    const deployed = readFileSync(join(assembly.directory, assetDirs[0] as string, 'index.mjs'), 'utf8');
    // Compared by length and equality flag: a failing diff of two minified bundles would be unreadable.
    expect(deployed.length).toBe(readFileSync(report.entryFile, 'utf8').length);
    expect(deployed === readFileSync(report.entryFile, 'utf8')).toBe(true);
  });
});
