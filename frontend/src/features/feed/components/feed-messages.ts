// The feed's alert and toast texts (spec section 8), in one place so the screen and its tests agree.

export const FEED_ERROR_TITLE = 'Error';
export const FEED_ERROR_TEXT = 'Failed to load policy updates. Please try again later.';
export const FEED_EMPTY_TITLE = 'No updates yet';
export const FEED_EMPTY_TEXT = 'No policy updates have been published yet. Check back later for updates.';
export const REFRESH_TOOLTIP = 'Check for new policy updates';
export const TEST_UPDATE_SUCCESS_TITLE = 'Test update generated';
export const TEST_UPDATE_FAILED_TITLE = 'Test update failed';
export const TEST_UPDATE_FAILED_FALLBACK = 'There was an error generating the test update. Please try again.';

/** A quiet line for a source whose last check failed, shown until it is read again. */
export const uncheckedSourceText = (name: string) =>
  `${name} could not be checked today; we will try again tomorrow`;
