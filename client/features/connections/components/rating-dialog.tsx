import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { CONNECTIONS_TEXT, REVIEW_RATING_LABELS } from '@common/schemas/connections';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** Five stars as a radio group (arrow keys move between them), each with its label (1 Poor … 5 Amazing). */
export function RatingInput({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label="Rating" className="flex flex-wrap gap-1">
      {RATINGS.map((r) => (
        <label key={r} className="cursor-pointer">
          <input
            type="radio"
            name={name}
            value={r}
            checked={value === r}
            onChange={() => onChange(r)}
            className="peer sr-only"
            aria-label={`${r} – ${REVIEW_RATING_LABELS[r]}`}
          />
          <span className="flex flex-col items-center rounded-xl px-2 py-1 peer-focus-visible:outline-2 peer-focus-visible:outline-brand">
            <Star
              aria-hidden
              className={cn('size-8', r <= value ? 'fill-amber-400 text-amber-500' : 'text-neutral-300')}
            />
            <span className="text-xs text-neutral-700">{REVIEW_RATING_LABELS[r]}</span>
          </span>
        </label>
      ))}
    </div>
  );
}

/** The server's word on the comment (contact details refused, decision 053), if the failure was about it. */
export const commentErrorOf = (err: unknown) => (err instanceof ApiError ? err.errors?.comment : undefined);

/**
 * A rating with an optional comment (completing a request, or the helper's review). After a failed send
 * (`failure`), what the server said about the comment shows under it until the comment is changed.
 */
export function RatingDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  pending,
  failure,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  failure?: unknown;
  onSubmit: (v: { rating: number; comment?: string }) => void;
}) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const commentId = useId();
  // The failure whose comment has been changed since (its message then goes).
  const [editedAfter, setEditedAfter] = useState<unknown>(null);
  const commentError = editedAfter === failure ? undefined : commentErrorOf(failure);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <RatingInput
          value={rating}
          onChange={(v) => {
            setRating(v);
            setError(undefined);
          }}
        />
        {error ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-4">
          <Label htmlFor={commentId}>A few words of thanks (optional)</Label>
          <Textarea
            id={commentId}
            maxLength={500}
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              setEditedAfter(failure);
            }}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? `${commentId}-error ${commentId}-count` : `${commentId}-count`}
          />
          {commentError ? (
            <p id={`${commentId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {commentError}
            </p>
          ) : null}
          <p id={`${commentId}-count`} className="mt-1 text-xs text-neutral-600">
            {comment.length}/500
          </p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            pending={pending}
            onClick={() => {
              if (rating < 1) {
                setError(CONNECTIONS_TEXT.ratingRequired);
                return;
              }
              onSubmit({ rating, comment: comment.trim() || undefined });
            }}
          >
            {pending ? 'Saving…' : submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
