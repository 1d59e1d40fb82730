// A readable single-column page (legal texts, welcome): a title, an optional lead paragraph and the content.
import type { ReactNode } from 'react';
import { pageTitle } from '@/config/site';

export function ContentLayout({
  title,
  lead,
  children,
  documentTitle,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** The browser tab title, when it should differ from the heading. */
  documentTitle?: string;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <title>{pageTitle(documentTitle ?? title)}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {lead ? <div className="mt-4 text-lg text-slate-700">{lead}</div> : null}
      <div className="mt-10">{children}</div>
    </div>
  );
}
