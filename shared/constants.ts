// Business constants shared by the SPA and the functions (spec section 9). One place for each date and limit.

/** The date the spec's countdowns target: 1 July 2025, the start announced when the Act passed. */
export const ACT_COUNTDOWN_TARGET = { year: 2025, month: 7, day: 1 } as const;
/** The dashboard's countdown uses Australian eastern standard time (+10:00). */
export const ACT_COUNTDOWN_TARGET_AEST_ISO = '2025-07-01T00:00:00+10:00';
/** The Act actually commenced on 1 November 2025 (start deferred on 4 June 2025). */
export const ACT_COMMENCED_ISO = '2025-11-01T00:00:00+11:00';
export const ACT_COMMENCED_LABEL = '1 November 2025';
export const ACT_NAME = 'Aged Care Act 2024';

export const PAYMENT_AMOUNT_CENTS = 450;
export const PAYMENT_CURRENCY = 'aud';
export const PAYMENT_LABEL = '$4.50';
export const PRO_PRICE_LABEL = '$79/month';
export const FREE_PRICE_LABEL = '$0/month';

export const PASS_MARK = 70;
export const QUESTION_COUNT_CHOICES = [5, 10, 15, 20] as const;
export const DEFAULT_QUESTION_COUNT = 10;
export const SMS_MAX_LENGTH = 160;
export const BUSINESS_DESCRIPTION_MIN = 10;
export const BUSINESS_DESCRIPTION_MAX = 2000;
export const DASHBOARD_ACTIVITY_LIMIT = 5;
export const POLICY_PREVIEW_LENGTH = 100;
export const ASSESSMENT_MAX_BYTES = 5 * 1024 * 1024;
export const MOBILE_BREAKPOINT_PX = 1024;
export const TOAST_DURATION_MS = 5000;
export const CREDITS_FIGURE = 682;
export const PAYMENT_REDIRECT_DELAY_MS = 1500;

export const DEFAULT_FIRST_NAME = 'Subscriber';
export const DEFAULT_LAST_NAME = 'User';

/**
 * How long an API function keeps the newest policy updates and the sources' last check, which every reader of the
 * feed reads alike and which change once a day (functions/lib/services/feed-cache.ts).
 */
export const FEED_CACHE_SECONDS = 30;
