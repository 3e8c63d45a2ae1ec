// Every component test (the `dom` project in vitest.config.ts): jest-dom's matchers
// (toBeVisible, toHaveValue…), and nothing of one test's page left for the next.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… waits as long as expect.poll does (vitest.config.ts): on a loaded two-core machine the
// answer from the API, or a lazy chunk such as the toast region, can take more than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
