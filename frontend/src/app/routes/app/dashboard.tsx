// Route "/dashboard": the mission banner, the Act card, the Support at Home card and Recent Activity.
import { ActStatusCard } from '@/features/dashboard/components/act-status-card';
import { MissionBanner } from '@/features/dashboard/components/mission-banner';
import { RecentActivity } from '@/features/dashboard/components/recent-activity';
import { SupportAtHomeCard } from '@/features/dashboard/components/support-at-home-card';
import { useUser } from '@/features/auth/api/get-user';

export function Component() {
  const { data: user } = useUser();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <MissionBanner firstName={user?.firstName ?? ''} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ActStatusCard />
        <SupportAtHomeCard />
      </div>
      <RecentActivity />
    </div>
  );
}
