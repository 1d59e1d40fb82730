// Markdown helpers used on both sides: the anchor a heading gets when rendered, so that a citation made on the
// server (policy id + heading) opens the policy at that heading in the browser.

/** "4.2 Reporting & Escalation" -> "4-2-reporting-escalation"; "" when the heading has no letters or digits. */
export function headingSlug(heading: string): string {
  return heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** The first `length` characters of a policy as plain text: markdown marks dropped, whitespace collapsed. */
export function plainPreview(markdown: string, length: number): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, ' ')
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
