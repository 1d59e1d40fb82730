// GET /api/policies/{id}/file: a short-lived link to download the file a policy was converted from.
import { policyFileLinkSchema, type PolicyFileLink } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';

export function getPolicyFileLink(policyId: string): Promise<PolicyFileLink> {
  return apiJson(`/api/policies/${encodeURIComponent(policyId)}/file`, policyFileLinkSchema);
}
