// The one markdown renderer of the app (spec section 1, DESIGN.md section 10): policy content, chat answers, feed
// summaries and assessments. Links keep only the schemes http, https, mailto, irc, ircs and xmpp, and relative links
// (react-markdown's default URL transform); any other link keeps its text and loses the link. Raw HTML is never
// parsed (no raw plugin: it is skipped), images show their alt text, and headings start at a level that fits the page.
// With `anchorPrefix`, headings get ids (`${anchorPrefix}-${slug}`) so a citation can open a policy at a heading.
import { Children, isValidElement, useMemo, type ComponentProps, type ReactNode } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { headingSlug } from '@shared/markdown';
import { cn } from '@/lib/utils';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;
type HeadingProps = ComponentProps<'h1'> & ExtraProps;

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

/** The text of rendered children (for a heading's anchor). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return Children.toArray(node).map(textOf).join('');
}

function headingAt(level: number, anchorPrefix: string | undefined) {
  const Tag = headingTags[Math.min(Math.max(level, 2), 6) as HeadingLevel];
  return function MarkdownHeading({ node: _node, className, children, id: _id, ...props }: HeadingProps) {
    const id = anchorPrefix ? `${anchorPrefix}-${headingSlug(textOf(children))}` : undefined;
    return (
      <Tag id={id} className={cn('scroll-mt-4 font-semibold text-slate-900', className)} {...props}>
        {children}
      </Tag>
    );
  };
}

/** http and https addresses open in a new tab; every other kept link (mailto, irc, xmpp, relative) opens in place. */
function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}

function markdownComponents(headingLevel: HeadingLevel, anchorPrefix: string | undefined): Components {
  return {
    h1: headingAt(headingLevel, anchorPrefix),
    h2: headingAt(headingLevel + 1, anchorPrefix),
    h3: headingAt(headingLevel + 2, anchorPrefix),
    h4: headingAt(headingLevel + 3, anchorPrefix),
    h5: headingAt(headingLevel + 4, anchorPrefix),
    h6: headingAt(headingLevel + 5, anchorPrefix),
    a: ({ node: _node, href, children }) => {
      // The URL transform has already emptied any link whose scheme is not allowed.
      if (!href) return <span>{children}</span>;
      const className = 'font-medium text-primary underline underline-offset-2';
      return isExternal(href) ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
          {children}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <a href={href} className={className}>
          {children}
        </a>
      );
    },
    img: ({ alt }) => (alt ? <span>{alt}</span> : null),
  };
}

export function Markdown({
  children,
  headingLevel = 3,
  anchorPrefix,
  className,
}: {
  children: string;
  /** The level a markdown "# heading" is rendered at, below the heading of the section it sits in. */
  headingLevel?: HeadingLevel;
  /** Gives headings ids under this prefix, for links to a heading. */
  anchorPrefix?: string;
  className?: string;
}) {
  const components = useMemo(
    () => markdownComponents(headingLevel, anchorPrefix),
    [headingLevel, anchorPrefix],
  );
  return (
    <div
      className={cn(
        'space-y-3 break-words text-slate-700',
        '[&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5',
        '[&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:italic',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-sm [&_pre]:overflow-x-auto',
        '[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1',
        '[&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left',
        className,
      )}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} urlTransform={defaultUrlTransform}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
