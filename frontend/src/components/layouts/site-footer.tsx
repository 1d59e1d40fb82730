// The public footer: landing-page anchors, legal pages, the official sources, how to reach us, the admin portal
// and the copyright line.
import { Link } from 'react-router';
import { ExternalLink } from '@/components/ui/external-link';
import { paths } from '@/config/paths';
import { GOVERNMENT_RESOURCES } from '@/config/resources';
import { SITE_NAME, SITE_TAGLINE } from '@/config/site';

const linkClass = 'rounded-sm text-slate-300 underline-offset-4 hover:text-white hover:underline';

function FooterHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
      {children}
    </h2>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="text-lg font-semibold text-white">{SITE_NAME}</p>
          <p className="text-sm">{SITE_TAGLINE}</p>
          <p className="text-sm">
            Summaries are for information only. Always check the official source before acting on a change.
          </p>
        </div>

        <nav aria-labelledby="footer-product">
          <FooterHeading id="footer-product">Product</FooterHeading>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={paths.features.getHref()}>
                Features
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.howItWorks.getHref()}>
                How It Works
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.pro.getHref()}>
                Plans and pricing
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.welcome.getHref()}>
                Welcome
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.help.getHref()}>
                Knowledge
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.contact.getHref()}>
                Contact us
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.privacy.getHref()}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.terms.getHref()}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-resources">
          <FooterHeading id="footer-resources">Government resources</FooterHeading>
          <ul className="mt-4 space-y-2 text-sm">
            {GOVERNMENT_RESOURCES.map((resource) => (
              <li key={resource.href}>
                <ExternalLink className={linkClass} href={resource.href}>
                  {resource.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-support">
          <FooterHeading id="footer-support">Support</FooterHeading>
          <div className="mt-4 space-y-3 text-sm">
            <p>
              Every alert email names us and gives our contact details: reply to it or write to that address
              with any question about your subscription or your information.
            </p>
            <p>
              To stop alerts, use the unsubscribe link in any email or reply STOP to any SMS. It takes effect
              at once and needs no login.
            </p>
            <p>
              <Link className={linkClass} to={paths.admin.getHref()}>
                Admin Portal
              </Link>
            </p>
          </div>
        </section>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6">
          © {year} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
