import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../../common/schemas/common';
import {
  completeWithStoryFields,
  completionWithStory,
  createStoryData,
  storiesQuery,
  story,
  storyIdParams,
  storyMessages,
  storyPage,
  storySaved,
  updateStoryData,
} from '../../../../common/schemas/stories';
import { clientKey } from '../../../client-key';
import { limit, perMember } from '../../../plugins/rate-limit';
import { requireUser } from '../../../plugins/session';
import { readImageForm } from '../../uploads/uploads.service';
import { STORY_LIMITS } from '../stories.limits';
import { jsonField, parseFields, viewerOf } from '../stories.forms';
import { type StoryPartOptions } from '../stories.cache';
import { presentCompletionWithStory } from './posts.presenter';
import * as service from './posts.service';

/** Stories: the public list, one story, the member's own, creating (also with the completion), editing, deleting. */
export const postRoutes: FastifyPluginAsyncZod<StoryPartOptions> = async (app, { pages }) => {
  const createLimit = limit(app, { ...STORY_LIMITS.create, key: perMember });
  const editLimit = limit(app, { ...STORY_LIMITS.edit, key: perMember });

  app.get(
    '/stories',
    // No response schema here: a page is checked against `storyPage` once when it is read, and sent as JSON text.
    { config: { access: 'public' }, schema: { querystring: storiesQuery } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const q = request.query;
      reply.type('application/json; charset=utf-8');
      // An admin's list holds stories nobody else may see: never kept here (nor by any cache: decision 062).
      if (viewer?.role === 'admin')
        return reply.send(JSON.stringify(storyPage.parse(await service.listStories(app.db, q, viewer))));
      // Everyone else gets approved stories only, the same for all: one kept page per order, cursor and size.
      const key = `${q.sortBy}|${q.cursor ?? ''}|${q.limit}`;
      return reply.send(await pages.json(key, () => service.listStories(app.db, q, viewer), request.fresh));
    },
  );

  app.get(
    '/stories/:id',
    { config: { access: 'public' }, schema: { params: storyIdParams, response: { 200: story } } },
    async (request) => service.getStory(app.db, request.params.id, viewerOf(request)),
  );

  app.get(
    '/user/stories',
    { config: { access: 'member' }, schema: { querystring: storiesQuery, response: { 200: storyPage } } },
    async (request) => {
      return service.listOwnStories(app.db, requireUser(request).id, request.query);
    },
  );

  app.post(
    '/stories',
    { config: { access: 'verified' }, schema: { response: { 201: storySaved } }, preHandler: createLimit },
    async (request, reply) => {
      const form = await readImageForm(request);
      // Any userId or image name in `data` is dropped by the contract: the session says who writes.
      const data = parseFields(createStoryData, jsonField(form.fields, 'data'));
      const created = await service.createStory(app.db, app.config, {
        userId: requireUser(request).id,
        challengeId: data.challengeId,
        content: data.content,
        image: form.image,
      });
      return reply.code(201).send({ message: storyMessages.created, story: created });
    },
  );

  app.post(
    '/challenges/complete-with-story',
    {
      config: { access: 'verified' },
      schema: { response: { 201: completionWithStory } },
      preHandler: createLimit,
    },
    async (request, reply) => {
      const form = await readImageForm(request);
      const fields = parseFields(completeWithStoryFields, form.fields);
      const done = await service.completeWithStory(app.db, app.config, {
        userId: requireUser(request).id,
        challengeId: fields.challengeId,
        completionDate: fields.completionDate,
        content: fields.story,
        image: form.image,
        now: app.clock(),
      });
      app.stats.invalidate();
      return reply.code(201).send(presentCompletionWithStory(done));
    },
  );

  app.put(
    '/stories/:id',
    {
      config: { access: 'verified' },
      schema: { params: storyIdParams, response: { 200: storySaved } },
      preHandler: editLimit,
    },
    async (request) => {
      const viewer = viewerOf(request)!;
      // Who may edit, before a byte of the picture is read or decoded.
      await service.assertCanEditStory(app.db, viewer, request.params.id);
      let data;
      let image: Buffer | null = null;
      if (request.isMultipart()) {
        const form = await readImageForm(request);
        data = parseFields(updateStoryData, jsonField(form.fields, 'data'));
        image = form.image;
      } else {
        data = parseFields(updateStoryData, request.body ?? {});
      }
      const saved = await service.editStory(app.db, app.config, {
        viewer,
        storyId: request.params.id,
        content: data.content,
        image,
        removeImage: data.removeImage,
      });
      await pages.changed();
      return { message: storyMessages.updated, story: saved };
    },
  );

  app.delete(
    '/stories/:id',
    { config: { access: 'member' }, schema: { params: storyIdParams, response: { 200: messageResponse } } },
    async (request) => {
      await service.deleteStory(app.db, app.config, {
        viewer: viewerOf(request)!,
        storyId: request.params.id,
        clientKey: clientKey(request.ip),
      });
      await pages.changed();
      return { message: storyMessages.deleted };
    },
  );
};
