import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storyIdParams, storySaved, storyStatusInput } from '../../../common/schemas/stories';
import { limit, perMember } from '../../plugins/rate-limit';
import type { StoryPartOptions } from './stories.cache';
import { getStory } from './posts/posts.service';
import { setStoryStatus } from './approval/approval.service';
import { STORY_LIMITS } from './stories.limits';
import { adminActor } from '../audit/audit.service';

/** Story Approval: approve, reject (with a reason) or return a story to pending, with the audit row. */
export const storiesAdminRoutes: FastifyPluginAsyncZod<StoryPartOptions> = async (app, { pages }) => {
  const moderateLimit = limit(app, { ...STORY_LIMITS.moderate, key: perMember });
  app.patch(
    '/stories/:id/status',
    {
      config: { access: 'admin' },
      schema: { params: storyIdParams, body: storyStatusInput, response: { 200: storySaved } },
      preHandler: moderateLimit,
    },
    async (request) => {
      const admin = adminActor(request);
      await setStoryStatus(app.db, {
        actor: admin,
        storyId: request.params.id,
        status: request.body.status,
        reason: request.body.reason,
        clientKey: admin.clientKey,
        publicUrl: app.config.publicUrl,
      });
      await pages.changed();
      const message =
        request.body.status === 'approved'
          ? 'Story approved'
          : request.body.status === 'rejected'
            ? 'Story rejected'
            : 'Story moved back to pending';
      return { message, story: await getStory(app.db, request.params.id, { id: admin.id, role: 'admin' }) };
    },
  );
};
