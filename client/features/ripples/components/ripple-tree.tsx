import { ChevronDown, ChevronRight, Eye, EyeOff, Heart, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { placeOf, type TreeNode } from '../lib/share';
import { plural } from '@common/plural';

/**
 * How far a level is indented. Every level would leave a deep ripple's notes a few characters wide on a phone,
 * so phones indent the first 4 levels and wider screens the first 8; deeper notes line up under their
 * parent's level and keep their 'Depth n' badge (the list nesting still tells screen readers the structure).
 */
const INDENT = {
  all: 'ml-3 border-l-2 pl-3 sm:ml-5 sm:pl-5',
  wide: 'sm:ml-5 sm:border-l-2 sm:pl-5',
  none: '',
} as const;
export const indentFor = (depth: number): keyof typeof INDENT => (depth <= 4 ? 'all' : depth <= 8 ? 'wide' : 'none');

interface TreeProps {
  root: TreeNode | null;
  /** The owner's view: a hide/show button on every note. */
  onToggleHidden?: (node: TreeNode) => void;
}

/**
 * The ripple as the real tree: each note's children are the notes passed on from it. Nested lists; each
 * note with children has a button with aria-expanded. The first note starts open, the rest closed.
 */
export function RippleTree({ root, onToggleHidden }: TreeProps) {
  if (!root) return <p className="text-neutral-700">No ripple data available</p>;
  return (
    <ul className="grid gap-3" aria-label="Ripple tree">
      <TreeItem node={root} initiallyOpen onToggleHidden={onToggleHidden} />
    </ul>
  );
}

function TreeItem({
  node,
  initiallyOpen = false,
  onToggleHidden,
}: {
  node: TreeNode;
  initiallyOpen?: boolean;
  onToggleHidden?: TreeProps['onToggleHidden'];
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const place = placeOf(node);
  const childrenId = `children-${node.id}`;
  const count = node.children.length;
  return (
    <li className="grid gap-2" data-testid="ripple-tree-node" data-depth={node.depth}>
      <article
        className={cn(
          'rounded-xl border bg-white p-4 shadow-sm',
          node.hidden ? 'border-dashed border-neutral-300 bg-neutral-50' : 'border-neutral-200',
        )}
      >
        {/* Toggle, note, owner's button: side by side on wider screens; on a phone the button goes under the note. */}
        <div className="grid grid-cols-[1.75rem_minmax(0,1fr)] items-start gap-x-2 gap-y-2 sm:grid-cols-[1.75rem_minmax(0,1fr)_auto]">
          {count ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={childrenId}
              onClick={() => setOpen((o) => !o)}
              className="-ml-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100"
            >
              {open ? <ChevronDown aria-hidden className="size-4" /> : <ChevronRight aria-hidden className="size-4" />}
              <span className="sr-only">
                {open ? 'Hide' : 'Show'} {plural(count, 'note')} passed on from this one
              </span>
            </button>
          ) : (
            <span aria-hidden className="-ml-1 inline-flex size-7 shrink-0 items-center justify-center">
              <span className="size-1.5 rounded-full bg-brand-200" />
            </span>
          )}
          <div className="min-w-0">
            <blockquote className={cn('break-words', node.hidden ? 'text-neutral-600 italic' : 'text-neutral-900')}>
              “{node.message}”
            </blockquote>
            {node.senderName ? <p className="mt-1 text-sm text-neutral-700">— {node.senderName}</p> : null}
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-neutral-600">
              {place ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden className="size-3.5" />
                  {place}
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1">
                <Eye aria-hidden className="size-3.5" />
                {plural(node.viewCount, 'view')}
              </span>
              <span className="inline-flex items-center gap-1">
                <Heart aria-hidden className="size-3.5" />
                {node.thanksCount} thanks
              </span>
              <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-dark">
                Depth {node.depth}
              </span>
              {node.hidden && onToggleHidden ? (
                <span className="rounded-full bg-neutral-200 px-2 py-0.5 font-semibold text-neutral-800">
                  Hidden from the public
                </span>
              ) : null}
              {count ? <span>{count} passed on</span> : null}
            </p>
          </div>
          {onToggleHidden ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onToggleHidden(node)}
              className="col-start-2 -ml-3 justify-self-start sm:col-start-3 sm:row-start-1 sm:ml-0"
            >
              {node.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
              {node.hidden ? 'Show note' : 'Hide note'}
            </Button>
          ) : null}
        </div>
      </article>
      {count ? (
        <ul
          id={childrenId}
          hidden={!open}
          data-indent={indentFor(node.depth + 1)}
          className={cn('grid gap-3 border-brand-100', INDENT[indentFor(node.depth + 1)])}
        >
          {open ? node.children.map((c) => <TreeItem key={c.id} node={c} onToggleHidden={onToggleHidden} />) : null}
        </ul>
      ) : null}
    </li>
  );
}
