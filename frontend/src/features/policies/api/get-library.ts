// GET /api/policies (no category): every policy of the library, without content, by title (the assessment's picker).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { policySummarySchema, type PolicySummary } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';
import { policyKeys } from './keys';

export function getLibrary(): Promise<PolicySummary[]> {
  return apiJson('/api/policies', z.array(policySummarySchema));
}

export const getLibraryQueryOptions = () =>
  queryOptions({ queryKey: policyKeys.library(), queryFn: getLibrary });

export function useLibrary(enabled = true) {
  return useQuery({ ...getLibraryQueryOptions(), enabled });
}
