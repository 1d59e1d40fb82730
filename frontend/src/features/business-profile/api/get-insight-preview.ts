// GET /api/subscribers/{id}/insight-preview: the newest update's insight, written for the saved profile, so the
// provider sees how their alerts will use it. Saving the profile refreshes it (every business-profile query is).
import { useQuery } from '@tanstack/react-query';
import { insightPreviewSchema } from '@shared/contracts/business-profile';
import { apiJson } from '@/lib/api';
import { profileKeys } from './keys';

export function useInsightPreview(subscriberId: string) {
  return useQuery({
    queryKey: profileKeys.preview(subscriberId),
    queryFn: () =>
      apiJson(`/api/subscribers/${encodeURIComponent(subscriberId)}/insight-preview`, insightPreviewSchema),
  });
}
