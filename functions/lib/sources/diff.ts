// Whether what a listing says about an item really changed: a reader sees words, not markup. Whitespace, entities,
// quote and dash styles, letter case, a summary cut at a different length or an ellipsis written another way are not
// changes; neither is a title cut short by the page. A new title or a summary that says something else is.

/** The visible text, in one form: NFKC, one kind of quote, dash and ellipsis, single spaces, lower case. */
export function visibleText(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00A0\s]+/g, ' ')
    .trim()
    .toLowerCase();
}

const ELLIPSIS = /\s*(\.\.\.|\[\.\.\.\])\s*$/;

/**
 * True when one text is the other cut short: it ends with an ellipsis, or it is the other's beginning and the cut
 * falls inside a word (a longer text that merely adds words after the shorter one is a different text).
 */
export function isCutShort(shorter: string, longer: string): boolean {
  const cut = visibleText(shorter);
  const full = visibleText(longer);
  const stem = cut.replace(ELLIPSIS, '');
  const fullStem = full.replace(ELLIPSIS, '');
  if (!stem || stem.length >= fullStem.length || !fullStem.startsWith(stem)) return false;
  if (ELLIPSIS.test(cut)) return true;
  const next = fullStem.charAt(stem.length);
  return /[\p{L}\p{N}]/u.test(next) && /[\p{L}\p{N}]$/u.test(stem);
}

/** Same visible text, or one is the other cut short. */
export function sameVisibleText(a: string | undefined, b: string | undefined): boolean {
  const x = visibleText(a).replace(ELLIPSIS, '');
  const y = visibleText(b).replace(ELLIPSIS, '');
  return x === y || isCutShort(a ?? '', b ?? '') || isCutShort(b ?? '', a ?? '');
}

export interface ListedFacts {
  title: string;
  excerpt?: string;
  version?: string;
}

/**
 * Whether an item changed in a way a reader would see. A title that the page now cuts short is not a change. Summaries
 * are compared only when both readings came from the same reader (the generic reader finds a different summary from
 * the same page) and both have one.
 */
export function changedVisibly(
  previous: ListedFacts,
  current: ListedFacts,
  options: { compareExcerpts: boolean },
): boolean {
  if (!sameVisibleText(previous.title, current.title)) return true;
  // A version where none was recorded is a new version too (a watched title's first compilation since it was seen).
  if (current.version !== undefined && previous.version !== current.version) return true;
  if (options.compareExcerpts && previous.excerpt && current.excerpt) {
    return !sameVisibleText(previous.excerpt, current.excerpt);
  }
  return false;
}
