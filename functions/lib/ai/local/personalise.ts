// Local personalisation: how relevant an update is to one provider (its services, clients and stated challenges) and
// what it should do next. Without a business profile, a general insight for aged care providers.
import type { BusinessProfile, Impact, PersonalisedInsight, UpdateForInsight } from '../schemas';
import { formatLongDate } from '../text/dates';
import { stem, STOPWORDS, words } from '../text/tokens';
import { escapeMarkdown, listInWords, truncate } from './format';
import { tagText, topicFor } from './topics';

type Scope = 'home' | 'residential';

const HOME = /\b(home care|in-home|home support|support at home|home care packages?|chsp|community (?:care|services)|domiciliary|clients'? homes?|visiting)\b/i;
const RESIDENTIAL = /\b(residential|aged care homes?|nursing homes?|hostel|facility|facilities|beds?|residents?)\b/i;
const IMPACT_BASE: Record<Impact, number> = { high: 55, medium: 40, low: 20 };
/** Words too common in aged care to show that an update and a profile share a concern. */
const GENERIC = new Set(
  [
    'care', 'aged', 'age', 'service', 'provider', 'provide', 'client', 'resident', 'older', 'people', 'person', 'australia',
    'australian', 'organisation', 'new', 'support', 'home', 'also', 'work', 'year', 'include', 'information', 'update',
    'change', 'need', 'deliver', 'offer', 'help', 'ensure', 'must', 'their', 'own',
  ].map(
    (w) => stem(w),
  ),
);

function profileScopes(profile: BusinessProfile): Set<Scope> {
  const text = [profile.businessType, profile.description, profile.clientele, profile.mission].filter(Boolean).join(' ');
  const scopes = new Set<Scope>();
  if (HOME.test(text)) scopes.add('home');
  if (RESIDENTIAL.test(text)) scopes.add('residential');
  return scopes;
}

function updateScopes(tags: readonly string[], text: string): Set<Scope> {
  const scopes = new Set<Scope>();
  if (tags.includes('support-at-home') || tags.includes('home-care')) scopes.add('home');
  if (tags.includes('residential-care') || /\bresidential (?:aged )?care\b|\baged care homes?\b/i.test(text)) scopes.add('residential');
  return scopes;
}

function meaningfulStems(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const w of words(text)) {
    if (STOPWORDS.has(w) || w.length < 4 || /^\d+$/.test(w)) continue;
    const s = stem(w);
    if (GENERIC.has(s)) continue;
    if (!out.has(s)) out.set(s, w);
  }
  return out;
}

/** Runs of neighbouring matching words as phrases ("assistive technology"), in the profile's own words. */
function phrasesOf(text: string, matches: (stem: string) => boolean): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    const phrase = run.join(' ');
    if (phrase && !out.includes(phrase)) out.push(phrase);
    run = [];
  };
  for (const m of text.matchAll(/[\p{L}\p{N}'’-]+|[^\p{L}\p{N}\s'’-]+/gu)) {
    const w = m[0];
    if (!/[\p{L}\p{N}]/u.test(w)) {
      flush();
      continue;
    }
    const lower = w.toLowerCase();
    if (!STOPWORDS.has(lower) && lower.length >= 4 && matches(stem(lower))) run.push(lower);
    else flush();
  }
  flush();
  return out;
}

const SCOPE_LABEL: Record<Scope, string> = { home: 'home care (Support at Home)', residential: 'residential care' };

/** Builds the insight for one update and (optionally) one provider's profile. The caller validates the input. */
export function personaliseLocal(update: UpdateForInsight, profile?: BusinessProfile | null): PersonalisedInsight {
  const text = `${update.title} ${update.summary} ${update.whatChanged ?? ''}`;
  const tags = update.tags?.length ? update.tags : tagText(update.title, `${update.summary} ${update.whatChanged ?? ''}`);
  const impact: Impact = update.impact ?? 'medium';
  const reasons: string[] = [];
  let relevance = IMPACT_BASE[impact];
  const topicLabels = tags.map((t) => topicFor(t)?.label).filter((l): l is string => Boolean(l));
  reasons.push(
    impact === 'high'
      ? 'High impact: it sets or changes an obligation or a deadline.'
      : impact === 'medium'
        ? 'Medium impact: it changes guidance, a process or funding details.'
        : 'Low impact: it is mainly information.',
  );

  const scopesOfUpdate = updateScopes(tags, text);
  const actions: string[] = [];
  let lead: string;
  const name = profile?.businessName?.trim() ? escapeMarkdown(profile.businessName.trim()) : null;

  if (profile) {
    const scopes = profileScopes(profile);
    const shared = [...scopesOfUpdate].filter((s) => scopes.has(s));
    const mismatch = scopesOfUpdate.size > 0 && scopes.size > 0 && shared.length === 0;
    if (shared.length) {
      relevance += 20;
      reasons.push(`It concerns ${listInWords(shared.map((s) => SCOPE_LABEL[s]))}, which your profile says you provide.`);
    } else if (mismatch) {
      relevance -= 30;
      reasons.push(`It concerns ${listInWords([...scopesOfUpdate].map((s) => SCOPE_LABEL[s]))}, which your profile does not mention.`);
    } else if (!scopesOfUpdate.size) {
      relevance += 5;
      reasons.push('It applies to aged care providers in general.');
    }

    const updateTerms = meaningfulStems(text);
    const challengeTerms = meaningfulStems(profile.challenges ?? '');
    const profileTerms = meaningfulStems([profile.description, profile.clientele, profile.mission, profile.businessType].filter(Boolean).join(' '));
    const challengeHits = phrasesOf(profile.challenges ?? '', (s) => updateTerms.has(s) && challengeTerms.has(s));
    const profileHits = phrasesOf([profile.description, profile.clientele, profile.mission, profile.businessType].filter(Boolean).join('. '), (s) => updateTerms.has(s) && !challengeTerms.has(s) && profileTerms.has(s));
    if (challengeHits.length) {
      relevance += Math.min(20, 8 * challengeHits.length);
      reasons.push(`It touches on challenges you listed: ${listInWords(challengeHits.slice(0, 4))}.`);
    }
    if (profileHits.length) {
      relevance += Math.min(15, 4 * profileHits.length);
      reasons.push(`It mentions things your profile describes: ${listInWords(profileHits.slice(0, 4))}.`);
    }
    const who = name ?? 'your organisation';
    const about = topicLabels.length ? `This update is about ${listInWords(topicLabels.slice(0, 3))}. ` : '';
    lead = mismatch
      ? `${about}It mainly concerns ${listInWords([...scopesOfUpdate].map((s) => SCOPE_LABEL[s]))}, so it is unlikely to affect ${who} directly.`
      : `${about}${shared.length ? `It applies to the ${listInWords(shared.map((s) => SCOPE_LABEL[s]))} that ${who} provides.` : `It is relevant to ${who}.`}`;
    if (challengeHits.length) actions.push(`Because you listed ${escapeMarkdown(listInWords(challengeHits.slice(0, 3)))} among your key challenges, give this update priority.`);
  } else {
    relevance += scopesOfUpdate.size ? 0 : 5;
    reasons.push('No business profile yet: this is a general assessment for aged care providers.');
    lead = `${topicLabels.length ? `This update is about ${listInWords(topicLabels.slice(0, 3))}.` : 'This update is for aged care providers.'}${
      scopesOfUpdate.size ? ` It mainly affects providers of ${listInWords([...scopesOfUpdate].map((s) => SCOPE_LABEL[s]))}.` : ''
    }`;
  }

  if (update.effectiveDate) {
    reasons.push(`It takes effect on ${formatLongDate(update.effectiveDate)}.`);
    actions.unshift(`Note ${formatLongDate(update.effectiveDate)} in your compliance calendar and plan the changes before then.`);
  }
  for (const tag of tags) {
    const action = topicFor(tag)?.action;
    if (action && !actions.includes(action)) actions.push(action);
    if (actions.length >= 4) break;
  }
  if (!actions.length) actions.push('Read the full update and decide whether any of your policies or procedures need to change.');

  relevance = Math.max(0, Math.min(100, Math.round(relevance)));
  const heading = name ? `**What this means for ${name}:**` : '**What this means for aged care providers:**';
  const source = update.url && /^https?:\/\//i.test(update.url) ? `\n\n[Read the full update](${update.url})` : '';
  const insight = `${heading} ${lead}\n\n**What to do:**\n${actions
    .slice(0, 4)
    .map((a) => `- ${a}`)
    .join('\n')}${source}`;
  return { insight, relevance, reasons: reasons.slice(0, 6).map((r) => truncate(r, 300)) };
}
