// Whether a fetched page is whole. A page cut off in transit or by a failing server (it stops mid-element, its tags
// are left open, it never reaches its closing tags) must be a fault for its source in that run, never read as a
// listing whose missing items were removed and whose last, cut-off title changed.

/** The reason a page is incomplete, or null when it ends as a whole document does. */
export function incompleteHtml(body: string): string | null {
  const tail = body
    .slice(-4096)
    .replace(/<!--[\s\S]*?-->/g, '')
    .trimEnd();
  if (!tail) return 'The page was empty';
  // A whole HTML document ends with its closing tags (a parser would forgive their absence; a reader must not).
  if (!/<\/html\s*>$/i.test(tail) && !/<\/body\s*>$/i.test(tail)) {
    return 'The page was cut off before its end (it stops mid-page, without its closing tags): nothing was compared, and the items seen before are kept';
  }
  return null;
}

/** The reason an XML feed is incomplete, or null when its root element is closed. */
export function incompleteFeed(body: string): string | null {
  const tail = body
    .slice(-1024)
    .replace(/<!--[\s\S]*?-->/g, '')
    .trimEnd();
  if (/<rss[\s>]/i.test(body) && !/<\/rss\s*>$/i.test(tail)) {
    return 'The feed was cut off before its end (it stops without its closing tags): nothing was compared, and the items seen before are kept';
  }
  return null;
}
