// The addresses of a ripple's pages, shared by the API's answers, the followers' mails and the link previews.

/** A note's page: `/r/{code}`. */
export const nodeUrl = (publicUrl: string, nodeCode: string) => `${publicUrl}/r/${nodeCode}`;
/** A ripple's summary page: `/ripple/{seedCode}`. */
export const summaryPageUrl = (publicUrl: string, seedCode: string) => `${publicUrl}/ripple/${seedCode}`;
/** The owner's link: the summary page with the owner key as `?key=` (decision 024). */
export const ownerSummaryUrl = (publicUrl: string, seedCode: string, ownerKey: string) =>
  `${summaryPageUrl(publicUrl, seedCode)}?key=${ownerKey}`;
