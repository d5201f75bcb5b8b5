import { Star } from 'lucide-react';
import { useState } from 'react';
import type { AdminReview } from '@common/schemas/connections-admin';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type Column } from '@/components/ui/data-table';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAdminReviews } from '../api/get-admin-reviews';
import { useRemoveReview } from '../api/remove-review';
import { day, FilteredAdminTable } from './shared';
import { plural } from '@common/plural';

const RATING_FILTERS = [
  { value: '', label: 'All ratings' },
  ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: plural(n, 'star') })),
];

/** Every review, newest first, with Remove for an abusive one (audited). */
export function ReviewsAdmin() {
  const [page, setPage] = useState(1);
  const [rating, setRating] = useState('');
  const [removing, setRemoving] = useState<AdminReview | null>(null);
  const list = useAdminReviews(page, rating ? Number(rating) : undefined);
  const remove = useRemoveReview({
    onSuccess: () => {
      toast({ title: 'Review removed' });
      setRemoving(null);
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to remove review.'), variant: 'destructive' }),
  });
  const columns: Array<Column<AdminReview>> = [
    {
      header: 'Rating',
      cell: (r) => (
        <span className="inline-flex items-center gap-1 font-semibold">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
          {r.rating} of 5
        </span>
      ),
    },
    { header: 'Comment', cell: (r) => r.comment ?? <span className="text-neutral-600">No comment</span> },
    { header: 'From', cell: (r) => r.reviewerName },
    { header: 'About', cell: (r) => r.revieweeName },
    { header: 'Date', cell: (r) => day.format(new Date(r.createdAt)) },
    {
      header: 'Actions',
      cell: (r) => (
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700"
          onClick={() => setRemoving(r)}
          aria-label={`Remove review by ${r.reviewerName} about ${r.revieweeName}`}
        >
          Remove
        </Button>
      ),
    },
  ];
  return (
    <div>
      <FilteredAdminTable
        filter={{ label: 'Rating', value: rating, options: RATING_FILTERS, onChange: setRating }}
        list={list}
        what="reviews"
        caption="Reviews"
        columns={columns}
        rowKey={(r) => r.id}
        empty="No reviews yet."
        page={page}
        onPage={setPage}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => (o ? null : setRemoving(null))}
        title="Remove this review?"
        description="It disappears from the member’s profile for good; what it said stays in the audit log."
        confirmLabel="Remove review"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </div>
  );
}
