// Route "/pro": the Free and PRO plans and their comparison.
import { PlanComparison } from '@/features/plans/components/plan-comparison';
import { pageTitle } from '@/config/site';

export function Component() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <title>{pageTitle('Plans')}</title>
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Choose your plan</h1>
        <p className="mt-4 text-lg text-slate-700">
          Start with free policy alerts. PRO adds personalised guidance and room for your team.
        </p>
      </div>
      <div className="mt-10">
        <PlanComparison />
      </div>
    </div>
  );
}
