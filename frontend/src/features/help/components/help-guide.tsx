// The Knowledge page: how alerts, the policy library, training and the assessment work, and the Act's key facts,
// each with its citation, taken from shared/act (the same facts the assessment and the assistant check against).
import { Link } from 'react-router';
import { ACT_IDENTITY, ACT_REQUIREMENTS, ACT_RULES, ACT_TIMELINE, formatCitation } from '@shared/act';
import { ExternalLink } from '@/components/ui/external-link';
import { paths } from '@/config/paths';

const GUIDE = [
  {
    id: 'alerts',
    title: 'Policy alerts',
    body: 'Every day we check the health department, the Aged Care Quality and Safety Commission, My Aged Care, Services Australia and the Federal Register of Legislation. When something changes, we summarise it in plain English and send it by email or SMS, with what it means for your business when your business profile says what you deliver and where. Choose your channels on your Account page.',
    link: { to: `${paths.account.getHref()}#alerts`, label: 'Alert preferences' },
  },
  {
    id: 'library',
    title: 'My Policies',
    body: "Keep your organisation's policies in one library, in folders. Every save keeps the earlier version, so you can compare versions and restore one. Ask the assistant a question and it answers from your own policies, quoting the passage it used.",
    link: { to: paths.myPolicies.getHref(), label: 'My Policies' },
  },
  {
    id: 'training',
    title: 'Training modules',
    body: 'Make a quiz of 5 to 20 questions from any policy in your library. Staff answer one question at a time, with two attempts each, and pass at 70 %. The results are kept as a training record you can download for an audit.',
    link: { to: paths.training.getHref(), label: 'Training Modules' },
  },
  {
    id: 'assessment',
    title: 'Policy assessment',
    body: 'Check a policy against the Aged Care Act 2024 and the strengthened Quality Standards. The assessment works out what the policy is about, scores each requirement it should meet, quotes the policy as evidence, and names any statement that contradicts the law, such as a reporting time that is too long. Library coverage shows which requirements no policy of yours meets yet.',
    link: { to: paths.assessments.getHref(), label: 'Policy Assessment' },
  },
] as const;

const requirementTitle = (id: string) => ACT_REQUIREMENTS.find((r) => r.id === id);

export function HelpGuide() {
  return (
    <div className="space-y-12">
      <section aria-labelledby="how-heading" className="space-y-6">
        <h2 id="how-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          How it works
        </h2>
        {GUIDE.map((item) => (
          <div key={item.id} className="space-y-2">
            <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className="text-slate-700">{item.body}</p>
            <Link to={item.link.to} className="font-medium text-primary underline-offset-4 hover:underline">
              {item.link.label}
            </Link>
          </div>
        ))}
      </section>

      <section aria-labelledby="facts-heading" className="space-y-6">
        <h2 id="facts-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Key facts of the {ACT_IDENTITY.name}
        </h2>
        <p className="text-slate-700">
          The {ACT_IDENTITY.citation} ({ACT_IDENTITY.number}).{' '}
          <ExternalLink
            href={ACT_IDENTITY.registerUrl}
            className="font-medium text-primary underline-offset-4"
          >
            Read the Act on the Federal Register of Legislation
          </ExternalLink>
        </p>
        <ol className="space-y-3">
          {ACT_TIMELINE.map((fact) => (
            <li key={fact.date} className="flex flex-col gap-1 sm:flex-row sm:gap-4">
              <time dateTime={fact.date} className="shrink-0 font-medium text-slate-900 tabular-nums sm:w-28">
                {new Date(`${fact.date}T00:00:00`).toLocaleDateString('en-AU', {
                  day: 'numeric',
                  month: 'short',
                  year: 'numeric',
                })}
              </time>
              <span className="text-slate-700">
                {fact.label} <span className="text-sm text-slate-600">Source: {fact.source}.</span>
              </span>
            </li>
          ))}
        </ol>
        <h3 className="text-lg font-semibold text-slate-900">Rules your policies are checked against</h3>
        <ul className="space-y-4">
          {ACT_RULES.map((rule) => {
            const requirement = requirementTitle(rule.requirementId);
            return (
              <li key={rule.id} className="rounded-lg border border-border bg-white p-4">
                <p className="text-slate-900">{rule.statement}</p>
                {requirement ? (
                  <p className="mt-1 text-sm text-slate-600">
                    {requirement.title}: {formatCitation(requirement)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-slate-600">
          These are summaries to help you find your way, not legal advice. Always check the official source
          before acting on a change.
        </p>
      </section>
    </div>
  );
}
