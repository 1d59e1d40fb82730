// Routes "/business-profile" (the account's own profile) and "/business-profile/:id" (a subscriber the account owns).
import { useParams } from 'react-router';
import { BusinessProfilePage } from '@/features/business-profile/components/business-profile-page';

export function Component() {
  const { id } = useParams();
  return <BusinessProfilePage key={id ?? 'own'} subscriberId={id ?? null} />;
}
