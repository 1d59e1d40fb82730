// Function configuration read from the environment, each value in one place.

/** The site's public origin, from configuration only (never from a request header a client could set). */
export function appUrl(): string {
  const url = process.env.APP_URL;
  if (!url) throw new Error('APP_URL is not configured');
  return url.replace(/\/$/, '');
}
