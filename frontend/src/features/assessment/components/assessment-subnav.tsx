// The two views of the signed-in assessment area: assessing (with the history) and the library's coverage.
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

const LINKS = [
  { to: paths.assessments.getHref(), label: 'Assess and History', end: true },
  { to: paths.libraryCoverage.getHref(), label: 'Library Coverage', end: false },
];

export function AssessmentSubnav() {
  return (
    <nav aria-label="Policy assessment" className="flex flex-wrap gap-2">
      {LINKS.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          end={l.end}
          className={({ isActive }) =>
            cn(
              'rounded-md border px-3 py-1.5 text-sm font-medium',
              isActive
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-white text-slate-800 hover:bg-muted',
            )
          }
        >
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}
