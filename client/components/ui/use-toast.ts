import { useSyncExternalStore } from 'react';
import { TOAST_EXIT_MS } from '@/config/ui-timings';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds before it closes by itself. */
  duration?: number;
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** At most two toasts at a time: a third pushes out the oldest, so they never pile up over the page. */
const LIMIT = 2;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/**
 * Shows a toast from anywhere (components, mutations, event handlers). A toast with the same title as one on
 * screen replaces it (pressing Copy twice shows one 'Copied' toast, not two).
 */
export function toast(input: ToastInput): number {
  const id = nextId++;
  items = [{ ...input, id, open: true }, ...items.filter((t) => t.title !== input.title)].slice(0, LIMIT);
  emit();
  return id;
}

/** Starts closing a toast (the exit animation runs), then removes it. */
export function dismissToast(id: number) {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    items = items.filter((t) => t.id !== id);
    emit();
  }, TOAST_EXIT_MS);
}

/** The current toasts, for the Toaster. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => items,
    () => items,
  );
}

/** Forgets every toast at once, without the exit animation (each test starts with none). */
export function clearToasts() {
  items = [];
  emit();
}
