import { useId, useMemo, useState } from 'react';
import { RIPPLE_DEPTH_MAX } from '@common/constants';
import type { RippleSummary } from '@common/schemas/ripples';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useHideRippleNote } from '../api/hide-ripple-note';
import { buildTree, parseDepthLimit, type TreeNode } from '../lib/share';
import { RippleTree } from './ripple-tree';

/** The Ripple Tree section: the depth limit it is loaded with, and the tree (where the owner hides a note). */
export function RippleSummaryTree({
  summary,
  depthLimit,
  onDepthLimit,
  ownerKey,
}: {
  summary: RippleSummary;
  depthLimit: number;
  onDepthLimit: (n: number) => void;
  ownerKey: string | null;
}) {
  const depthId = useId();
  const [depthText, setDepthText] = useState(String(depthLimit));
  const root = useMemo(() => buildTree(summary.nodes), [summary.nodes]);
  const hideNote = useHideRippleNote(summary.seedCode, ownerKey ?? '');
  const toggleHidden = (node: TreeNode) =>
    hideNote.mutate(
      { nodeId: node.id, hidden: !node.hidden },
      {
        onSuccess: (r) => toast({ title: r.message }),
        onError: (err) =>
          toast({
            title: 'Could not change the note',
            description: errorMessage(err, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section
      aria-labelledby="tree-heading"
      className="grid gap-4 rounded-2xl border border-neutral-200 bg-neutral-50/60 p-4 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="tree-heading" className="text-xl font-bold">
          Ripple Tree
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={depthId} className="text-sm font-semibold whitespace-nowrap text-neutral-800">
            Tree Depth Limit
          </label>
          <Input
            id={depthId}
            type="number"
            inputMode="numeric"
            min={1}
            max={RIPPLE_DEPTH_MAX}
            value={depthText}
            onChange={(e) => {
              const text = e.target.value;
              const n = Number.parseInt(text, 10);
              // Above the limit: show and load the limit. Empty or 0 is often a new number being typed: the
              // box keeps it, and the blur settles it.
              if (n > RIPPLE_DEPTH_MAX) {
                setDepthText(String(RIPPLE_DEPTH_MAX));
                onDepthLimit(RIPPLE_DEPTH_MAX);
                return;
              }
              setDepthText(text);
              if (n >= 1) onDepthLimit(n);
            }}
            onBlur={() => {
              const n = parseDepthLimit(depthText);
              setDepthText(String(n));
              onDepthLimit(n);
            }}
            className="w-20"
            aria-describedby={`${depthId}-suffix`}
          />
          <span id={`${depthId}-suffix`} className="text-sm text-neutral-700">
            levels
          </span>
        </div>
      </div>
      {summary.truncated ? (
        <p className="text-sm text-neutral-700">
          This ripple is large: showing the {summary.nodes.length.toLocaleString('en-US')} notes closest to the first
          one.
        </p>
      ) : null}
      <RippleTree root={root} onToggleHidden={summary.isOwner ? toggleHidden : undefined} />
    </section>
  );
}
