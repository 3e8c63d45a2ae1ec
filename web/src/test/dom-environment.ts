// The component tests' environment (vitest.config.ts, the `dom` project): happy-dom's document and
// window, with Node's own networking kept. The app under test runs in the same process (api/src/test/
// test-server.ts), and it and the tests' TestClient speak HTTP with Node's fetch as in every other
// test; the page's own requests go through the signed-in browser (web/src/test/render.tsx).
import { builtinEnvironments, type Environment } from 'vitest/runtime';

const NODE_NETWORKING = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'URL',
  'URLSearchParams',
] as const;

const happyDom = builtinEnvironments['happy-dom'];

export default {
  name: 'happy-dom-with-node-networking',
  // Modules resolve as in the node tests (vitest.config.ts' ssr conditions): the API's modules load here too.
  viteEnvironment: 'ssr',
  async setup(global: typeof globalThis, options) {
    const node = Object.fromEntries(NODE_NETWORKING.map((key) => [key, global[key]]));
    const environment = await happyDom.setup(global, options);
    // happy-dom's globals are accessors whose setter overrides the window's value until teardown.
    Object.assign(global, node);
    return environment;
  },
} satisfies Environment;
