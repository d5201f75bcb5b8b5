// `house/module-doors` on small made-up files: what it lets through and what it refuses (decision 061).
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './plugin.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '../..');
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = plugin.rules!['module-doors'];

/** A file at `rel` (repository-relative) with `code`. */
const at = (rel: string, code: string) => ({ filename: path.join(root, rel), code, options: [{ root }] });
/** The same, expected to break rules with the given message ids (one per report, in order). */
const refused = (rel: string, code: string, ...ids: string[]) => ({
  ...at(rel, code),
  errors: ids.map((messageId) => ({ messageId })),
});

tester.run('house/module-doors', rule, {
  valid: [
    // Its own unit: the module's root files, or the same part (its test/ folder too).
    at('server/modules/ripples/ripples.service.ts', "import { a } from './ripples.limits';"),
    at('server/modules/ripples/core/core.routes.ts', "import { a } from './core.queries';"),
    at('server/modules/ripples/core/core.service.ts', "import { a } from './test/world';"),
    // Another module through its door (also from a part, also for types).
    at('server/modules/stories/stories.service.ts', "import { a } from '../ripples/ripples.service';"),
    at(
      'server/modules/connections/requests/requests.service.ts',
      "import type { U } from '../../users/users.service';",
    ),
    // Another part through its door; a part using its module's shared root files.
    at('server/modules/ripples/subscriptions/subscriptions.service.ts', "import { a } from '../core/core.service';"),
    at('server/modules/ripples/ripples.service.ts', "export { a } from './core/core.service';"),
    at('server/modules/stories/likes/likes.queries.ts', "import { notBlocked } from '../shared.queries';"),
    at('server/modules/stories/likes/likes.service.ts', "import { LIMITS } from '../stories.limits';"),
    // The mounting exception: the module's root routes mount the parts' routes.
    at('server/modules/ripples/ripples.routes.ts', "import { coreRoutes } from './core/core.routes';"),
    at('server/modules/connections/connections.routes.ts', "import { r } from './admin/admin.admin.routes';"),
    at('server/modules/connections/connections.admin.routes.ts', "import { r } from './admin/admin.routes';"),
    // The admin module may mount other modules' admin routes.
    at('server/modules/admin/admin.routes.ts', "import { r } from '../stories/stories.admin.routes';"),
    // Tests may import anything.
    at('server/modules/ripples/core/core.test.ts', "import { a } from '../../stories/core/core.queries';"),
    at('server/modules/auth/test/totp-world.ts', "import { a } from '../../users/users.queries';"),
    at('server/test/harness.ts', "import { a } from '../modules/users/users.queries';"),
    // Outside server/modules: doors, and server/app.ts mounting a module's root routes.
    at('server/app.ts', "import { r } from './modules/ripples/ripples.routes';"),
    at('server/app.ts', "import { r } from './modules/audit/audit.admin.routes';"),
    at('server/jobs/housekeeping.ts', "import { prune } from '../modules/users/users.service';"),
    // Packages and aliases never reach a module; files outside server/ are not this rule's.
    at('server/modules/ripples/ripples.service.ts', "import { eq } from 'drizzle-orm'; import { s } from '@common/x';"),
    at('client/features/ripples/api/get.ts', "import { a } from '../../../../server/modules/a/a.queries';"),
    // A door may re-export what is not a queries file; other files may pass queries on within their unit.
    at('server/modules/ripples/ripples.service.ts', "export { policy } from './ripples.policy';"),
    at('server/modules/ripples/ripples.presenter.ts', "export { row } from './ripples.queries';"),
    at(
      'server/modules/ripples/ripples.service.ts',
      "import { q } from './ripples.queries'; export const f = () => q();",
    ),
  ],
  invalid: [
    // Another module's inside, by every kind of import.
    refused(
      'server/modules/stories/stories.service.ts',
      "import { a } from '../ripples/ripples.queries';",
      'otherModule',
    ),
    refused(
      'server/modules/stories/core/core.service.ts',
      "import type { R } from '../../ripples/ripples.presenter';",
      'otherModule',
    ),
    refused(
      'server/modules/stories/stories.service.ts',
      "const m = await import('../ripples/ripples.queries');",
      'otherModule',
    ),
    refused(
      'server/modules/stories/stories.service.ts',
      "type R = import('../ripples/ripples.queries').Row;",
      'otherModule',
    ),
    refused(
      'server/modules/stories/stories.service.ts',
      "export { a } from '../ripples/ripples.policy';",
      'otherModule',
    ),
    // A part's door is for its own module: another module goes through the module's door.
    refused(
      'server/modules/stories/stories.service.ts',
      "import { a } from '../ripples/core/core.service';",
      'otherModule',
    ),
    // Another part's inside, from a part or from the module's root.
    refused(
      'server/modules/ripples/subscriptions/subscriptions.service.ts',
      "import { a } from '../core/core.queries';",
      'otherPart',
    ),
    refused('server/modules/ripples/ripples.service.ts', "import { a } from './core/core.queries';", 'otherPart'),
    refused(
      'server/modules/ripples/ripples.routes.ts',
      "import { present } from './core/core.presenter';",
      'otherPart',
    ),
    // Only the module's root routes mount a part's routes.
    refused('server/modules/ripples/ripples.service.ts', "import { r } from './core/core.routes';", 'otherPart'),
    refused('server/modules/auth/totp.routes.ts', "import { r } from './login/login.routes';", 'otherPart'),
    refused('server/modules/stories/likes/likes.routes.ts', "import { r } from '../core/core.routes';", 'otherPart'),
    // A part never imports its module's door or routes.
    refused(
      'server/modules/ripples/core/core.service.ts',
      "import { a } from '../ripples.service';",
      'partImportsRoot',
    ),
    refused('server/modules/ripples/core/core.routes.ts', "import { r } from '../ripples.routes';", 'partImportsRoot'),
    refused(
      'server/modules/stories/core/core.routes.ts',
      "import { r } from '../stories.admin.routes';",
      'partImportsRoot',
    ),
    // Outside server/modules only doors; only server/app.ts mounts, and only a module's root routes.
    refused('server/app.ts', "import { find } from './modules/auth/sessions.service';", 'outsideDoor'),
    refused('server/app.ts', "import { r } from './modules/connections/admin/admin.admin.routes';", 'outsideDoor'),
    refused('server/jobs/digests.ts', "import { r } from '../modules/ripples/ripples.routes';", 'outsideDoor'),
    refused(
      'server/composition.ts',
      "import { seed } from './modules/connections/connections.demo.service';",
      'outsideDoor',
    ),
    // The admin module mounts admin routes only.
    refused('server/modules/admin/admin.routes.ts', "import { r } from '../stories/stories.routes';", 'otherModule'),
    // A door never re-exports a queries file, directly or through a name it imported.
    refused(
      'server/modules/ripples/ripples.service.ts',
      "export { find } from './ripples.queries';",
      'reexportQueries',
    ),
    refused('server/modules/ripples/ripples.service.ts', "export * from './ripples.queries';", 'reexportQueries'),
    refused(
      'server/modules/ripples/ripples.service.ts',
      "export type { Row } from './ripples.queries';",
      'reexportQueries',
    ),
    refused(
      'server/modules/ripples/ripples.service.ts',
      "import { find } from './ripples.queries';\nexport { find };",
      'reexportQueries',
    ),
    refused(
      'server/modules/ripples/core/core.service.ts',
      "export { notBlocked } from '../shared.queries';",
      'reexportQueries',
    ),
    // No index.ts under server/modules, in a test folder neither.
    refused('server/modules/ripples/index.ts', "export { a } from './ripples.service';", 'indexFile'),
    refused('server/modules/ripples/core/index.ts', 'export const a = 1;', 'indexFile'),
    refused('server/modules/ripples/test/index.ts', 'export const a = 1;', 'indexFile'),
  ],
});
