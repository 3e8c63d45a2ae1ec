import { StrictMode, startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

// The theme's reset, global styles and design tokens (see createAppSystem).
import 'virtual:lakbay-theme.css';
// Then: sets up the interface language before any component asks for a text.
import '@/lib/i18n';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { registerServiceWorker } from '@/lib/offline/service-worker-registration';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing the #root element');

const root = createRoot(container);
// A transition renders in slices that yield to the browser between them, so
// the first render does not block the main thread as one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      {/* A Filipino reader's first render waits here for the shell's catalogue; English has it built in. */}
      <Suspense fallback={null}>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </Suspense>
    </StrictMode>,
  );
});

registerServiceWorker();
