import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '@/components/ui/use-toast';
import { verifyMockApi } from './mock-api';

// findBy… and waitFor wait up to 5 s instead of 1 s: code a page loads lazily (the toasts' region, say) can take
// longer than a second to import on a busy machine. A test still fails when what it waits for never comes.
configure({ asyncUtilTimeout: 5000 });

// Tests run as a browser holding the signed-in hint (decision 049), so the app asks GET /api/user as it did before
// the hint; client/lib/auth.test.tsx covers a guest without it.
beforeEach(() => {
  document.cookie = 'kr_signed_in=1; path=/';
});

afterEach(() => {
  cleanup();
  clearToasts();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  verifyMockApi();
});
