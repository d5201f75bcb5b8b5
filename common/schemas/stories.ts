import { z } from 'zod';
import { UNSAFE_MESSAGE_CHARS } from '../text';
import { completionDate, completionResult } from './challenges';

export const STORY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const STORY_MAX = 500;
/** Cards show this many characters before 'Read more' (part 2 §9). */
export const STORY_CARD_TRUNCATE = 180;
export const STORY_PAGE_SIZE = 10;
export const COMMENT_MAX = 500;
export const REJECTION_REASON_MAX = 500;

/** The spec's toast titles and texts (part 2 §5); the texts are also the fields' messages. */
export const storyMessages = {
  requiredTitle: 'Story required',
  required: 'Please write your story before submitting',
  tooLong: `Please keep your story to ${STORY_MAX} characters`,
  unsafe: 'Your story contains characters we cannot show. Please remove them.',
  fileTooLargeTitle: 'File too large',
  fileTooLarge: 'Please select an image less than 10MB',
  invalidFileTypeTitle: 'Invalid file type',
  invalidFileType: 'Please upload a valid image file (JPEG, PNG, GIF, or WebP)',
  compressionFailedTitle: 'Image compression failed',
  compressionFailed: 'Using original image instead.',
  notFound: 'Story not found',
  reasonRequired: 'Please give a reason for rejecting this story',
  reasonTooLong: `Please keep the reason to ${REJECTION_REASON_MAX} characters`,
  commentRequired: 'Please write a comment',
  commentTooLong: `Please keep your comment to ${COMMENT_MAX} characters`,
  commentUnsafe: 'Your comment contains characters we cannot show. Please remove them.',
  commentNotFound: 'Comment not found',
  commentDeleted: 'Comment deleted',
  /** Part 2 §5, the contact-information rule, applied to comments too. */
  contactInfo:
    "Please don't include contact information or social media references. Our platform provides secure messaging for all connections.",
  selfLike: "You can't like your own story",
  reportReasonRequired: 'Please choose a reason',
  approvedLocked: 'An approved story cannot be changed. You can delete it and share a new one.',
  created: 'Thank you for sharing your story! It will appear once our team has approved it.',
  updated: 'Your story was sent for review again.',
  deleted: 'Story deleted',
  reported: 'Thank you. Our team will review it.',
  /** A block either way between the commenter and the story's author (decision 055); it says nothing of who blocked. */
  commentClosed: "You can't comment on this story.",
  /** An admin block from Connections also stops comments (decision 055). */
  commentPaused: 'Commenting on stories has been paused for your account by the KindRipple team.',
} as const;

/** A story picture: JPEG, PNG, GIF or WebP (told by the first bytes on the server), at most 10MB. */
export const STORY_IMAGE_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  kinds: ['jpeg', 'png', 'gif', 'webp'] as const,
  mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const,
  /** Browser compression target (part 2 §5): images over 1MB become at most 1MB and 1200px. */
  compressAboveBytes: 1024 * 1024,
  compressMaxPx: 1200,
  tooLarge: storyMessages.fileTooLarge,
  wrongType: storyMessages.invalidFileType,
} as const;

/** The problem with a picked story image as a toast (title and text), or null when it may be sent. */
export function storyImageIssue(file: { type: string; size: number }): { title: string; description: string } | null {
  if (!(STORY_IMAGE_UPLOAD.mimeTypes as readonly string[]).includes(file.type))
    return { title: storyMessages.invalidFileTypeTitle, description: storyMessages.invalidFileType };
  if (file.size > STORY_IMAGE_UPLOAD.maxBytes)
    return { title: storyMessages.fileTooLargeTitle, description: storyMessages.fileTooLarge };
  return null;
}

/** A story's text: 1-500 characters after trimming, line breaks kept. */
export const storyContent = z
  .string({ error: storyMessages.required })
  .trim()
  .transform((v) => v.replace(/\r\n?/g, '\n'))
  .pipe(
    z
      .string()
      .min(1, storyMessages.required)
      .max(STORY_MAX, storyMessages.tooLong)
      .refine((v) => !UNSAFE_MESSAGE_CHARS.test(v), { message: storyMessages.unsafe }),
  );

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/**
 * POST /api/stories: the multipart `data` field's JSON (the image travels as the `image` file). Any `userId` or
 * `image` in it is dropped: the session says who writes, and only an uploaded file becomes the picture.
 */
export const createStoryData = z.object({
  challengeId: id('Please choose the challenge your story is about'),
  content: storyContent,
});
export type CreateStoryData = z.input<typeof createStoryData>;

/** POST /api/challenges/complete-with-story: multipart fields (plus the optional `image` file). */
export const completeWithStoryFields = z.object({
  challengeId: id('Please choose the challenge your story is about'),
  completionDate: completionDate.optional(),
  story: storyContent,
});
export type CompleteWithStoryFields = z.input<typeof completeWithStoryFields>;

/**
 * PUT /api/stories/{id} (its author): the new text, as JSON or as the multipart `data` field with an optional new
 * `image` file; `removeImage` drops the current picture. The story goes back to pending.
 */
export const updateStoryData = z.object({ content: storyContent, removeImage: z.boolean().optional() });
export type UpdateStoryData = z.input<typeof updateStoryData>;

export const storyIdParams = z.object({ id: id(storyMessages.notFound) });
export const commentIdParams = z.object({ id: id(storyMessages.commentNotFound) });

/** A story as lists and GETs answer it. `rejectionReason` only for its author and admins. */
export const story = z.object({
  id: z.number().int(),
  content: z.string(),
  /** A path under /uploads/, or null. */
  image: z.string().nullable(),
  status: z.enum(STORY_STATUSES),
  likes: z.number().int(),
  createdAt: z.string(),
  challenge: z.object({ id: z.number().int(), title: z.string() }),
  author: z.object({ id: z.number().int(), displayName: z.string(), avatar: z.string().nullable() }),
  commentCount: z.number().int(),
  rejectionReason: z.string().nullable().optional(),
  /** For an admin only: the kind of contact detail the guard saw in the text (decision 053), or null. */
  contactFlag: z.string().nullable().optional(),
});
export type Story = z.infer<typeof story>;

/** A page of stories; `nextCursor` continues it, null at the end. */
export const storyPage = z.object({ items: z.array(story), nextCursor: z.string().nullable() });
export type StoryPage = z.infer<typeof storyPage>;

/** GET /api/stories: approved ones for everyone; an admin may ask for any status (or all, without one). */
export const storiesQuery = z.object({
  status: z.enum(STORY_STATUSES, { error: 'Status must be pending, approved or rejected' }).optional(),
  sortBy: z.enum(['recent', 'mostLiked'], { error: 'Sort must be recent or mostLiked' }).default('recent'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number from 1 to 50' })
    .int('Limit must be a number from 1 to 50')
    .min(1, 'Limit must be a number from 1 to 50')
    .max(50, 'Limit must be a number from 1 to 50')
    .default(STORY_PAGE_SIZE),
});
export type StoriesQuery = z.input<typeof storiesQuery>;

/** POST /api/challenges/complete-with-story: the completion's answer and the new (pending) story. */
export const completionWithStory = completionResult.extend({ story });
export type CompletionWithStory = z.infer<typeof completionWithStory>;

/** The answer of creating, editing or moderating a story. */
export const storySaved = z.object({ message: z.string(), story });
export type StorySaved = z.infer<typeof storySaved>;

/** PATCH /api/stories/{id}/status (admin): a reason is required to reject. */
const rejectionReason = z.string().trim().max(REJECTION_REASON_MAX, storyMessages.reasonTooLong);
export const storyStatusInput = z
  .object({
    status: z.enum(STORY_STATUSES, { error: 'Status must be pending, approved or rejected' }),
    reason: rejectionReason.optional(),
  })
  .refine((v) => v.status !== 'rejected' || !!v.reason, { path: ['reason'], message: storyMessages.reasonRequired });
/** Story Approval's reject form: the reason `storyStatusInput` asks for with `status: 'rejected'`. */
export const rejectStoryInput = z.object({ reason: rejectionReason.min(1, storyMessages.reasonRequired) });
export type RejectStoryInput = z.input<typeof rejectStoryInput>;
export type StoryStatusInput = z.input<typeof storyStatusInput>;

/** POST/DELETE/GET /api/stories/{id}/like: the member's like and the story's count. */
export const likeState = z.object({ liked: z.boolean(), likes: z.number().int() });
export type LikeState = z.infer<typeof likeState>;
/** GET /api/stories/{id}/liked: a bare boolean (false for guests). */
export const likedResponse = z.boolean();

export const commentContent = z
  .string({ error: storyMessages.commentRequired })
  .trim()
  .transform((v) => v.replace(/\r\n?/g, '\n'))
  .pipe(
    z
      .string()
      .min(1, storyMessages.commentRequired)
      .max(COMMENT_MAX, storyMessages.commentTooLong)
      .refine((v) => !UNSAFE_MESSAGE_CHARS.test(v), { message: storyMessages.commentUnsafe }),
  );

/** POST /api/stories/{id}/comments (the server also applies the contact-information rule). */
export const createCommentInput = z.object({ content: commentContent });
export type CreateCommentInput = z.input<typeof createCommentInput>;

export const comment = z.object({
  id: z.number().int(),
  storyId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  author: z.object({ id: z.number().int(), displayName: z.string(), avatar: z.string().nullable() }),
});
export type Comment = z.infer<typeof comment>;
/** GET /api/stories/{id}/comments: oldest first, paged by cursor. */
export const commentPage = z.object({ items: z.array(comment), nextCursor: z.string().nullable() });
export type CommentPage = z.infer<typeof commentPage>;

/** The reasons a story or comment report may give (the server takes no other; decision 058). */
export const REPORT_REASONS = [
  'Inappropriate or hurtful',
  'Spam or advertising',
  'Bullying or harassment',
  'Shares personal information',
  'Something else',
] as const;

/** POST /api/stories/{id}/report and POST /api/comments/{id}/report. */
export const reportContentInput = z.object({
  reason: z
    .string({ error: storyMessages.reportReasonRequired })
    .trim()
    .refine((r) => (REPORT_REASONS as readonly string[]).includes(r), storyMessages.reportReasonRequired),
  description: z.string().trim().max(1000, 'Please keep the details to 1000 characters').optional(),
});
export type ReportContentInput = z.input<typeof reportContentInput>;
