// Markdown from the summariser, rendered safely: raw HTML is shown as text (never parsed), only http and https links
// are kept (opening in a new tab), images show their alt text, and headings start at a level that fits the page.
import { useMemo, type ComponentProps } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/utils';
import { isWebUrl } from '../utils/feed-format';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;
type HeadingProps = ComponentProps<'h1'> & ExtraProps;

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

function headingAt(level: number) {
  const Tag = headingTags[Math.min(Math.max(level, 2), 6) as HeadingLevel];
  return function MarkdownHeading({ node: _node, className, ...props }: HeadingProps) {
    return <Tag className={cn('font-semibold text-slate-900', className)} {...props} />;
  };
}

function markdownComponents(headingLevel: HeadingLevel): Components {
  return {
    h1: headingAt(headingLevel),
    h2: headingAt(headingLevel + 1),
    h3: headingAt(headingLevel + 2),
    h4: headingAt(headingLevel + 3),
    h5: headingAt(headingLevel + 4),
    h6: headingAt(headingLevel + 5),
    a: ({ node: _node, href, children }) =>
      isWebUrl(href) ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline underline-offset-2"
        >
          {children}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <span>{children}</span>
      ),
    img: ({ alt }) => (alt ? <span>{alt}</span> : null),
  };
}

export function Markdown({
  children,
  headingLevel = 3,
  className,
}: {
  children: string;
  /** The level a markdown "# heading" is rendered at, below the heading of the section it sits in. */
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  const components = useMemo(() => markdownComponents(headingLevel), [headingLevel]);
  return (
    <div
      className={cn(
        'space-y-3 text-slate-700',
        '[&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5',
        '[&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:italic',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-sm [&_pre]:overflow-x-auto',
        '[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1',
        '[&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left',
        className,
      )}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
