// What every source adapter provides: the requests a check makes, and how one response becomes listed items.
import { logger } from '../../logger';
import { readDate } from '../dates';
import type { SourceConfig } from '../registry';

export interface ListedItem {
  /** Absolute link as published. */
  link: string;
  title: string;
  publishedAt?: string;
  excerpt?: string;
  /** Anything else that identifies the item's current version (e.g. a register id). */
  version?: string;
  /**
   * The item's identity when it is not its link: one legislative title seen through several channels (its titles
   * row, and each new version with its own text) is one item.
   */
  identity?: string;
  /** How a new version of the item is named in an alert ("Aged Care Act 2024: new compilation registered on …"). */
  versionTitle?: string;
}

export interface ChannelRequest {
  /** Stable name of the request within the source (its conditional GET validators are kept under it). */
  channel: string;
  url: string;
  accept: string;
}

export interface ParsedPage {
  items: ListedItem[];
  /** The next page of the same channel, when the response is paged. */
  nextUrl?: string;
}

export interface SourceAdapter {
  requests(source: SourceConfig, now: Date): ChannelRequest[];
  parse(source: SourceConfig, body: string, pageUrl: string): ParsedPage;
  /** Why a response is not a whole page (cut off in transit), or null: checked before it is read. */
  incomplete?(body: string): string | null;
  /** A second reading that does not depend on the configured markup, for when the first finds too little. */
  fallback?(source: SourceConfig, body: string, pageUrl: string): ParsedPage;
  /**
   * True when the listing always shows about the same number of items (the newest N), so that a sudden drop in their
   * number means a broken page rather than removals.
   */
  steadyLength: boolean;
}

/** The response is not what the adapter expects (a broken page, not a network fault). */
export class ParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ParseError';
  }
}

/**
 * A published date read with explicit formats (the source's own, else every Australian one); undefined, and logged,
 * when a date is written but cannot be read.
 */
export function publishedDate(
  sourceId: string,
  value: string | undefined,
  formats?: readonly string[],
): string | undefined {
  if (!value?.trim()) return undefined;
  const iso = readDate(value, formats);
  if (!iso) logger.warn('unreadable published date', { sourceId, value: value.trim().slice(0, 80) });
  return iso;
}

export const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
