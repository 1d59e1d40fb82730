// The Business Profile screen (spec section 2, /business-profile and /business-profile/{id}): a spinner while the
// subscriber loads, Back to Home, and three tabs (Business Details, Documents, Guide & Examples), with the footer note.
// /business-profile opens the signed-in account's own profile; /business-profile/{id} opens that subscriber only for
// its owner (anyone else is told it was not found).
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ApiError, describeError } from '@/lib/api';
import { useProfile } from '../api/get-profile';
import { DocumentsPanel } from './documents-panel';
import { InsightPreview } from './insight-preview';
import { LogoUploader } from './logo-uploader';
import { ProfileForm } from './profile-form';

function Guide() {
  return (
    <div className="space-y-4 text-slate-700">
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">Writing your description</h2>
        <p>
          Say what services you deliver, where, and for whom; how large you are; and what you are working on.
          Each alert&apos;s insight is written for the business you describe.
        </p>
        <blockquote className="border-l-4 border-border pl-4 text-slate-600 italic">
          We are a not-for-profit provider of residential aged care with two homes (96 beds) in regional
          Victoria, including a 12-bed memory support unit. Most residents are over 85 and many live with
          dementia. We are preparing for the strengthened Quality Standards and recruiting registered nurses.
        </blockquote>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">Dictation</h2>
        <p>
          Dictation works best in Chrome and Edge. Click Dictate, speak, and click Stop when you are done.
        </p>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">What happens next</h2>
        <p>
          Future policy updates get a section on what the change means for your business, and you can ask the
          assistant how your policies are affected.
        </p>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">Documents</h2>
        <p>Documents (PDF, Word, images) are stored securely and privately, for your account only.</p>
      </section>
    </div>
  );
}

export function BusinessProfilePage({ subscriberId }: { subscriberId: string | null }) {
  const profile = useProfile(subscriberId);

  let body;
  if (profile.isPending) body = <PageSpinner label="Loading your business profile" />;
  else if (profile.isError) {
    const notFound = profile.error instanceof ApiError && profile.error.status === 404;
    body = (
      <Alert variant="destructive" title={notFound ? 'Business profile not found' : 'Error'}>
        <p>
          {notFound
            ? 'This business profile does not exist, or it belongs to another account.'
            : describeError(profile.error, 'Your business profile could not be loaded. Please try again.')}
        </p>
        {notFound ? (
          <Button asChild variant="secondary" size="sm" className="mt-3">
            <Link to={paths.businessProfile.getHref()}>Open your own profile</Link>
          </Button>
        ) : (
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        )}
      </Alert>
    );
  } else {
    body = (
      <Tabs defaultValue="details">
        <div className="overflow-x-auto">
          <TabsList aria-label="Business profile">
            <TabsTrigger value="details">Business Details</TabsTrigger>
            <TabsTrigger value="documents">Documents</TabsTrigger>
            <TabsTrigger value="guide">Guide &amp; Examples</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="details">
          <Card>
            <CardContent className="space-y-6 pt-6">
              <LogoUploader profile={profile.data} />
              <ProfileForm profile={profile.data} />
              <InsightPreview subscriberId={profile.data.id} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="documents">
          <Card>
            <CardContent className="pt-6">
              <DocumentsPanel subscriberId={profile.data.id} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="guide">
          <Card>
            <CardContent className="pt-6">
              <Guide />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <div className="space-y-2">
        <Link
          to={paths.dashboard.getHref()}
          className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
        <p className="text-slate-700">
          Tell us about your organisation: every alert then explains what a change means for you.
        </p>
      </div>
      {body}
      <p className="text-sm text-slate-600">
        This information is only used to personalise your policy updates and is never shared with third
        parties.
      </p>
    </div>
  );
}
