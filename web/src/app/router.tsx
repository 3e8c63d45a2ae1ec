import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { ErrorFallback } from '@/components/errors/error-boundary';
import { RootLayout } from '@/components/layouts/root-layout';
import { ProtectedRoute } from '@/features/auth/components/protected-route';

// Every screen is its own chunk, so `/` downloads only the landing page.
// RootLayout's Suspense shows a spinner while a chunk loads.
const LandingRoute = lazy(() => import('@/app/routes/landing').then((module) => ({ default: module.LandingRoute })));
const NotFoundRoute = lazy(() =>
  import('@/app/routes/not-found').then((module) => ({ default: module.NotFoundRoute })),
);
const PlaceholderPage = lazy(() =>
  import('@/app/routes/placeholder').then((module) => ({ default: module.PlaceholderPage })),
);

/** A screen that a later issue builds; until then it shows its spec heading. */
const upcoming = (path: string, title: string): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} />,
});

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <ErrorFallback />,
    children: [
      {
        // Errors thrown by a screen render inside the layout, keeping header and footer.
        errorElement: <ErrorFallback />,
        children: [
          { index: true, element: <LandingRoute /> },
          upcoming('auth', 'Login and Register'),
          upcoming('verify-email', 'Verify Your Email'),
          upcoming('reset-password', 'Reset Password'),
          upcoming('customize-trip', 'Customize Trip'),
          upcoming('visa-help', 'Travel Info and Visa Help'),
          upcoming('travel-deals', 'Travel Deals'),
          upcoming('local-secrets', 'Local Secrets'),
          upcoming('travel-package-quote', 'Travel Package Quote'),
          upcoming('book-activity', 'Book Activities'),
          upcoming('book-hotels', 'Book Hotels'),
          upcoming('find-flight', 'Find Flights'),
          {
            element: <ProtectedRoute />,
            children: [
              upcoming('dashboard', 'Dashboard'),
              upcoming('generate-trip', 'Generate Trip'),
              upcoming('my-trips', 'My Trips'),
              upcoming('trips/:id', 'Trip Details'),
              upcoming('profile', 'Profile'),
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
