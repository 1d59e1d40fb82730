// Route "/admin": the Admin Tools (SMS and email tests, monitoring runs, outbox) for members of the admin group.
// Everyone else is told the page is for administrators and no admin API is called; the server refuses admin calls
// from them in any case.
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AdminTools } from '@/features/admin/components/admin-tools';
import { useUser } from '@/features/auth/api/get-user';

export function Component() {
  const { data: user } = useUser();
  if (!user?.isAdmin) {
    return (
      <Card className="max-w-2xl">
        <CardContent className="space-y-4 p-6 sm:p-8">
          <div className="flex items-start gap-3">
            <ShieldAlert aria-hidden="true" className="mt-1 size-6 shrink-0 text-destructive" />
            <div className="space-y-2">
              <h2 className="text-xl font-semibold text-slate-900">Admins only</h2>
              <p className="text-slate-700">
                This page is for administrators of the platform, and your account does not have admin access.
                If you need it, ask an administrator to add you.
              </p>
            </div>
          </div>
          <Button asChild variant="secondary">
            <Link to={paths.dashboard.getHref()}>Back to the dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <AdminTools />;
}
