/**
 * How long things take on screen. The server never reads these: they are the client's alone (the spec's values
 * where it gives one).
 */

/** The ripple dialog focuses its message box this long after opening (part 1 'Ripple modal'). */
export const RIPPLE_FOCUS_DELAY_MS = 100;
/** A copy button says 'Copied ✓', and its toast stays, this long. */
export const COPIED_TOAST_MS = 1800;
/** How long the client keeps the home statistics before asking again. */
export const STATS_STALE_MS = 5 * 60 * 1000;
/** A toast closes by itself after this long unless it asks for another duration. */
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast's exit animation: it leaves the list once this has passed. */
export const TOAST_EXIT_MS = 300;
/** Time each word of the hero stays before the next one fades in. */
export const ROTATING_WORD_MS = 2500;
/** Length of the fade between two words of the hero. */
export const ROTATING_WORD_FADE_MS = 300;
/** A search box asks the server this long after typing stops (Manage Users). */
export const SEARCH_DEBOUNCE_MS = 300;
