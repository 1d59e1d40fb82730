// The monitoring workflow's source tasks: check each source, then process each change it found.
import { checkSource, type CheckDeps, type CheckResult } from './check';
import { enabledSources } from './registry';

export {
  checkSource,
  itemContentHash,
  type ChangeRef,
  type CheckDeps,
  type CheckResult,
  type CheckStatus,
} from './check';
export { processChange, updateIdFor, type ProcessDeps } from './process';
export { loadSources, enabledSources, getSource, DEFAULT_SOURCES, type SourceConfig } from './registry';
export { canonicalUrl } from './canonical';
export { extractMainText } from './extract';
export { fetchResource, FetchError } from './fetch';

/** Checks every enabled source one after another; a failed source is in the results and the others still run. */
export async function checkAllSources(
  runId: string,
  deps: Omit<CheckDeps, 'source'> = {},
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const source of enabledSources())
    results.push(await checkSource(source.id, runId, { ...deps, source }));
  return results;
}
