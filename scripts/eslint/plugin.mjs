// The house's own ESLint rules, wired in eslint.config.js as the `house` plugin (docs/architecture.md › Zones).
import { moduleDoors } from './module-doors.mjs';

/** @type {import('eslint').ESLint.Plugin} */
const plugin = {
  meta: { name: 'house' },
  rules: { 'module-doors': moduleDoors },
};

export default plugin;
