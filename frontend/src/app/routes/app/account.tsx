// Route "/account": the signed-in user's account and settings.
import { AccountPage } from '@/features/account/components/account-page';

export function Component() {
  return <AccountPage />;
}
