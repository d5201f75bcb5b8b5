import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';

/** Fetches the toasts' code: the first toast asks for it (its test watches when). */
export const toasterCode = { load: () => import('@/components/ui/toaster') };

const Toaster = lazy(() => toasterCode.load().then((m) => ({ default: m.Toaster })));

/**
 * The toasts' code (Radix Toast: about a third of the main script) loads with the first toast: most visits never show
 * one, and every page's first paint waits for the main script. Once loaded it stays, so later toasts show at once.
 */
export function ToastsWhenNeeded() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** App-wide providers: the query cache (the router's, when given) and the toasts. */
export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastsWhenNeeded />
    </QueryClientProvider>
  );
}
