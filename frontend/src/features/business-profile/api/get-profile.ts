// GET /api/business-profile (the caller's own subscriber, linked or made from the account's email) and
// GET /api/subscribers/{id} (one the caller owns). The browser keeps the last copy for an instant first paint; what the
// server answers always replaces it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriberProfileSchema, type SubscriberProfile } from '@shared/contracts/business-profile';
import { ApiError, apiJson } from '@/lib/api';
import { linkSubscription } from '@/features/subscribe/api/create-account';
import { profileKeys } from './keys';

const CACHE_KEY = 'business-profile:';

export function rememberProfile(profile: SubscriberProfile): void {
  try {
    // The logo link expires: it is never kept.
    localStorage.setItem(`${CACHE_KEY}${profile.id}`, JSON.stringify({ ...profile, logo: null }));
    localStorage.setItem(`${CACHE_KEY}own`, profile.id);
  } catch {
    // storage full or blocked: the page still works from the server
  }
}

function remembered(id: string | null): SubscriberProfile | undefined {
  try {
    const key = id ?? localStorage.getItem(`${CACHE_KEY}own`);
    if (!key) return undefined;
    const parsed = subscriberProfileSchema.safeParse(
      JSON.parse(localStorage.getItem(`${CACHE_KEY}${key}`) ?? 'null'),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function getProfile(id: string | null): Promise<SubscriberProfile> {
  if (!id) {
    const own = await apiJson('/api/business-profile', subscriberProfileSchema);
    rememberProfile(own);
    return own;
  }
  const path = `/api/subscribers/${encodeURIComponent(id)}`;
  try {
    return await apiJson(path, subscriberProfileSchema);
  } catch (error) {
    // The landing page's subscription, opened after signing up: link it to the account (the server links only a
    // subscription made with the account's own email, and not one another account has) and open it.
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const linked = await linkSubscription(id).then(
      () => true,
      () => false,
    );
    if (!linked) throw error;
    return apiJson(path, subscriberProfileSchema);
  }
}

export const getProfileQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: id ? profileKeys.subscriber(id) : profileKeys.own(),
    queryFn: () => getProfile(id),
    placeholderData: () => remembered(id),
  });

/** The profile of subscriber `id`, or the caller's own when `id` is null. */
export function useProfile(id: string | null) {
  return useQuery(getProfileQueryOptions(id));
}
