// A paid account's assessments: its history, one assessment, the library's coverage, and the PDF reports.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  assessmentHistorySchema,
  assessmentJobSchema,
  libraryCoverageSchema,
} from '@shared/contracts/assessment';
import { apiJson } from '@/lib/api';
import { downloadFromApi } from '@/lib/download';

export const assessmentKeys = {
  all: ['assessments'] as const,
  history: () => ['assessments', 'history'] as const,
  one: (id: string) => ['assessments', 'one', id] as const,
  coverage: () => ['assessments', 'coverage'] as const,
};

export const assessmentHistoryQueryOptions = () =>
  queryOptions({
    queryKey: assessmentKeys.history(),
    queryFn: () => apiJson('/api/assessments', assessmentHistorySchema),
  });

export function useAssessmentHistory() {
  return useQuery(assessmentHistoryQueryOptions());
}

export function useAssessment(id: string) {
  return useQuery({
    queryKey: assessmentKeys.one(id),
    queryFn: () => apiJson(`/api/assessments/${encodeURIComponent(id)}`, assessmentJobSchema),
  });
}

export function useLibraryCoverage() {
  return useQuery({
    queryKey: assessmentKeys.coverage(),
    queryFn: () => apiJson('/api/assessments/coverage', libraryCoverageSchema),
  });
}

/** Saves a PDF the API makes under the given name. */
export const downloadPdf = downloadFromApi;
