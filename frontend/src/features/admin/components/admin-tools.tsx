// The Admin Tools screen (spec section 2 '/admin'): a link back, a note on who may use it, and four tabs: the SMS and
// email tests (SMS first), the monitoring runs and the outbox of simulated messages. Each tab's content mounts only
// while it is open, so the runs and the outbox are read when someone looks at them.
import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ADMIN_NOTE } from './admin-messages';
import { EmailTestForm } from './email-test-form';
import { MonitoringPanel } from './monitoring-panel';
import { OutboxPanel } from './outbox-panel';
import { SmsTestForm } from './sms-test-form';

export type AdminTab = 'sms' | 'email' | 'monitoring' | 'outbox';

const TABS: readonly AdminTab[] = ['sms', 'email', 'monitoring', 'outbox'];

function isAdminTab(value: string): value is AdminTab {
  return (TABS as readonly string[]).includes(value);
}

export function AdminTools({ defaultTab = 'sms' }: { defaultTab?: AdminTab }) {
  const [tab, setTab] = useState<AdminTab>(defaultTab);
  const openOutbox = () => setTab('outbox');

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="space-y-3">
        <Button asChild variant="link">
          <Link to={paths.dashboard.getHref()}>
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {ADMIN_NOTE}
        </p>
      </div>

      <Tabs value={tab} onValueChange={(value) => isAdminTab(value) && setTab(value)}>
        <div className="overflow-x-auto">
          <TabsList aria-label="Admin tools">
            <TabsTrigger value="sms">SMS Testing</TabsTrigger>
            <TabsTrigger value="email">Email Testing</TabsTrigger>
            <TabsTrigger value="monitoring">Monitoring</TabsTrigger>
            <TabsTrigger value="outbox">Outbox</TabsTrigger>
          </TabsList>
        </div>

        <TabsContent value="sms">
          <Card className="max-w-2xl">
            <CardHeader>
              <CardTitle as="h2">Send a test SMS</CardTitle>
              <CardDescription>
                Sends one SMS to the number given, or writes it to the outbox in simulation mode.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <SmsTestForm onOpenOutbox={openOutbox} />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="email">
          <Card className="max-w-2xl">
            <CardHeader>
              <CardTitle as="h2">Send a test email</CardTitle>
              <CardDescription>
                Sends one email to the address given, or writes it to the outbox in simulation mode.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <EmailTestForm onOpenOutbox={openOutbox} />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="monitoring">
          <MonitoringPanel />
        </TabsContent>

        <TabsContent value="outbox">
          <OutboxPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
