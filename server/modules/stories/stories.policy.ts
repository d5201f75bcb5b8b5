import type { StoryStatus } from '../../../common/schemas/stories';

/** Who is asking: a signed-in member or admin, or a guest (null). */
export type Viewer = { id: number; role: 'member' | 'admin' } | null;

interface StoryFacts {
  userId: number;
  status: StoryStatus;
}

export const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';
export const isAuthor = (story: StoryFacts, viewer: Viewer) => !!viewer && viewer.id === story.userId;

/** Approved stories are public; a pending or rejected one only to its author and admins. */
export const canSeeStory = (story: StoryFacts, viewer: Viewer) =>
  story.status === 'approved' || isAuthor(story, viewer) || isAdmin(viewer);

/** Whether the rejection reason is shown (its author, admins). */
export const seesReason = (story: StoryFacts, viewer: Viewer) => isAuthor(story, viewer) || isAdmin(viewer);

/** Its author or an admin may delete a story. */
export const canDeleteStory = (story: StoryFacts, viewer: Viewer) => isAuthor(story, viewer) || isAdmin(viewer);

/** Its author may edit a pending or rejected story (it goes back to pending); an approved one stays as approved. */
export const canEditStory = (story: StoryFacts, viewer: Viewer) =>
  isAuthor(story, viewer) && story.status !== 'approved';
