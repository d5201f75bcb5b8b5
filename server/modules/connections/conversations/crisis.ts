// A short list of phrases that suggest someone may be in crisis (self-harm, suicide, abuse, danger). A match shows
// the sender a gentle notice with where to find help, and flags the message for the admins' review queue; the
// message is still sent (decision 039). Deliberately small and readable: it is a prompt to care, not a diagnosis.

const CRISIS_PATTERNS = [
  /\b(?:kill|hurt|harm|cut)(?:ing)?\s+myself\b/,
  /\bsuicid(?:e|al)\b/,
  /\b(?:end|take)\s+my\s+(?:own\s+)?life\b/,
  /\bwant\s+to\s+die\b/,
  /\b(?:don'?t|do\s+not)\s+want\s+to\s+(?:live|be\s+alive|be\s+here\s+anymore)\b/,
  /\bno\s+reason\s+to\s+live\b/,
  /\bbetter\s+off\s+(?:dead|without\s+me)\b/,
  /\bself[-\s]?harm(?:ing)?\b/,
  /\boverdose\b/,
  /\b(?:he|she|they|someone)\s+(?:hits|beats|abuses|touches)\s+me\b/,
  /\b(?:i'?m|i\s+am)\s+(?:not\s+safe|in\s+danger)\b/,
  /\bcan'?t\s+go\s+on\b/,
];

/** Whether a message looks like its writer may be in crisis. */
export function looksLikeCrisis(text: string): boolean {
  const t = text.normalize('NFKC').toLowerCase().replace(/[’‘]/g, "'");
  return CRISIS_PATTERNS.some((p) => p.test(t));
}
