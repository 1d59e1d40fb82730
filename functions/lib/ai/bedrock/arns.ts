// Least-privilege IAM for the Bedrock provider, as a pure function the CDK stack calls: bedrock:InvokeModel on the
// configured model only. A cross-Region inference profile ("au.anthropic...", "apac.anthropic...") needs the profile
// ARN and the foundation model in every destination Region; the foundation-model grant is limited to calls made
// through that profile.

/** The Converse API is authorised as bedrock:InvokeModel. */
export const BEDROCK_INVOKE_ACTIONS = ['bedrock:InvokeModel'] as const;

/** Geographic and global prefixes of system-defined (cross-Region) inference profile ids. */
export const INFERENCE_PROFILE_PREFIXES = ['us', 'us-gov', 'eu', 'apac', 'au', 'jp', 'ca', 'global'] as const;

export interface BedrockGrant {
  actions: string[];
  resources: string[];
  /** IAM condition block, e.g. { StringEquals: { 'bedrock:InferenceProfileArn': '...' } }. */
  conditions?: Record<string, Record<string, string>>;
}

export interface BedrockGrantInput {
  /** A foundation model id, a system inference profile id, or a model/profile ARN. */
  modelId: string;
  region: string;
  /** The account id (or a CDK token that resolves to it); needed for inference profile ARNs. */
  account: string;
  /** Foundation models behind an application inference profile, whose ARN does not name them. */
  foundationModelIds?: readonly string[];
}

export function partitionFor(region: string): string {
  if (region.startsWith('us-gov-')) return 'aws-us-gov';
  if (region.startsWith('cn-')) return 'aws-cn';
  if (region.startsWith('eusc-')) return 'aws-eusc';
  return 'aws';
}

/** Splits "apac.anthropic.claude-..." into its profile prefix and the foundation model id. */
export function splitInferenceProfileId(id: string): { prefix: string; foundationModelId: string } | null {
  const prefix = [...INFERENCE_PROFILE_PREFIXES].sort((a, b) => b.length - a.length).find((p) => id.startsWith(`${p}.`));
  if (!prefix) return null;
  const foundationModelId = id.slice(prefix.length + 1);
  return foundationModelId.includes('.') ? { prefix, foundationModelId } : null;
}

const ARN = /^arn:([^:]+):bedrock:([^:]*):([^:]*):(foundation-model|inference-profile|application-inference-profile)\/(.+)$/;

function foundationModelArn(partition: string, region: string, id: string): string {
  return `arn:${partition}:bedrock:${region}::foundation-model/${id}`;
}

function profileGrants(partition: string, profileArn: string, foundationModelIds: readonly string[]): BedrockGrant[] {
  const grants: BedrockGrant[] = [{ actions: [...BEDROCK_INVOKE_ACTIONS], resources: [profileArn] }];
  if (foundationModelIds.length) {
    grants.push({
      actions: [...BEDROCK_INVOKE_ACTIONS],
      // The destination Regions of a profile change over time and are not part of its id, so the Region is a
      // wildcard (which also matches the empty Region of global profiles); the condition keeps this to the profile.
      resources: foundationModelIds.map((id) => foundationModelArn(partition, '*', id)),
      conditions: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
    });
  }
  return grants;
}

/** The IAM statements the function that calls Bedrock needs, and nothing more. */
export function bedrockInvokeGrants(input: BedrockGrantInput): BedrockGrant[] {
  const modelId = input.modelId.trim();
  if (!modelId) throw new Error('A Bedrock model id is required');
  const arn = ARN.exec(modelId);
  if (arn) {
    const [, partition = 'aws', region = input.region, account = input.account, kind, id = ''] = arn;
    if (kind === 'foundation-model') return [{ actions: [...BEDROCK_INVOKE_ACTIONS], resources: [modelId] }];
    if (kind === 'inference-profile') {
      const split = splitInferenceProfileId(id);
      return profileGrants(partition, `arn:${partition}:bedrock:${region}:${account}:inference-profile/${id}`, split ? [split.foundationModelId] : []);
    }
    return profileGrants(partition, modelId, input.foundationModelIds ?? []);
  }
  const partition = partitionFor(input.region);
  const split = splitInferenceProfileId(modelId);
  if (split) {
    const profileArn = `arn:${partition}:bedrock:${input.region}:${input.account}:inference-profile/${modelId}`;
    return profileGrants(partition, profileArn, [split.foundationModelId]);
  }
  return [{ actions: [...BEDROCK_INVOKE_ACTIONS], resources: [foundationModelArn(partition, input.region, modelId)] }];
}

/** Every resource ARN the grants name (for checks and documentation). */
export function bedrockModelArns(input: BedrockGrantInput): string[] {
  return bedrockInvokeGrants(input).flatMap((g) => g.resources);
}
