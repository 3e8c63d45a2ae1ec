import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing the #root element');

const root = createRoot(container);
// A transition renders in slices that yield to the browser between them, so
// the first render does not block the main thread as one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
