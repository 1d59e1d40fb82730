// `npm run bench`: runs every benchmark section, prints the figures against their targets and writes them to
// bench/results/latest.json. Figures, not assertions: these machines are shared and noisy.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { meetsTarget, type BenchMeasure, type BenchSection } from './types';

const SECTIONS: Record<string, () => Promise<BenchMeasure>> = {
  'landing-js': async () => (await import('./landing-js')).measure,
  'lambda-bundles': async () => (await import('./lambda-bundles')).measure,
  ai: async () => (await import('./ai')).measure,
  monitoring: async () => (await import('./monitoring')).measure,
  retrieval: async () => (await import('./retrieval')).measure,
  'api-speed': async () => (await import('./api-speed')).measure,
  lighthouse: async () => (await import('./lighthouse')).measure,
};

function format(section: BenchSection): string {
  const lines = [`\n${section.section}`];
  for (const f of section.figures) {
    const verdict = meetsTarget(f);
    const target =
      f.target === undefined ? '' : ` (target ${f.higherIsBetter ? '>=' : '<='} ${f.target} ${f.unit})`;
    const mark = verdict === null ? '  ' : verdict ? 'ok' : '!!';
    lines.push(`  ${mark} ${f.name.padEnd(48)} ${String(f.value).padStart(10)} ${f.unit}${target}`);
  }
  for (const note of section.notes ?? []) lines.push(`     ${note}`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const names = only.length ? only : Object.keys(SECTIONS);
  const results: BenchSection[] = [];
  for (const name of names) {
    const load = SECTIONS[name];
    if (!load) {
      console.error(`Unknown section "${name}". Sections: ${Object.keys(SECTIONS).join(', ')}`);
      process.exit(2);
    }
    const section = await (await load())();
    results.push(section);
    console.log(format(section));
  }
  const dir = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = `${dir}latest.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        loadAverage: loadavg(),
        sections: results,
      },
      null,
      2,
    ),
  );
  const missed = results.flatMap((s) => s.figures.filter((f) => meetsTarget(f) === false).map((f) => f.name));
  console.log(
    `\nWrote ${file}. ${missed.length ? `Missed targets: ${missed.join(', ')}` : 'Every target met.'}`,
  );
}

await main();
