// What other modules may use of ripples (the eslint zones let them import only *.service.ts files): the home
// page's count of kind acts, the demo ripple, the growth-mail job (and its daily counts), the housekeeping of
// view events, and hiding a reported note (the reports module's outcome; ripples owns ripple_nodes).
export {
  countRippleNotes,
  hideReportedNote,
  pruneOldViewEvents,
  RIPPLE_VIEW_EVENTS_KEEP_DAYS,
  seedDemoRipple,
} from './notes/notes.service';
export { pruneGrowthMailCounts, sendGrowthMails } from './subscriptions/subscriptions.service';
