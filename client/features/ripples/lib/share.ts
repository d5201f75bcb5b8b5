import type { RippleSummaryNode } from '@common/schemas/ripples';

export const whatsappUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
export const mailtoUrl = (subject: string, body: string) =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** 'GB' -> 'United Kingdom'. */
export function countryName(code: string | null | undefined): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** 'City, Country' from whichever parts are known, or null. */
export function placeOf(n: { city?: string | null; country?: string | null }): string | null {
  const parts = [n.city, countryName(n.country)].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

export interface TreeNode extends RippleSummaryNode {
  children: TreeNode[];
}

/** Builds the real tree: a note's children are the notes passed on from it (parentNodeId). */
export function buildTree(nodes: RippleSummaryNode[]): TreeNode | null {
  const byId = new Map<string, TreeNode>();
  for (const n of nodes) byId.set(n.id, { ...n, children: [] });
  let root: TreeNode | null = null;
  for (const n of byId.values()) {
    const parent = n.parentNodeId ? byId.get(n.parentNodeId) : undefined;
    if (parent) parent.children.push(n);
    else if (!n.parentNodeId && n.depth === 0 && !root) root = n;
  }
  return root;
}

/** The depth limit input's rule: 1-20, anything that is not a number becomes 6. */
export function parseDepthLimit(value: string): number {
  const n = Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return 6;
  return Math.min(20, Math.max(1, n));
}

/** The three length hints of the message counter. */
export function lengthHint(length: number): string {
  if (length < 80) return 'Aim for 80-140 chars for best sharing';
  if (length <= 140) return 'Perfect length!';
  return 'Consider shortening for easier sharing';
}
