import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { ErrorFallback } from '@/components/errors/error-boundary';
import { RootLayout } from '@/components/layouts/root-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ProtectedRoute } from '@/features/auth/components/protected-route';

// Every screen is its own chunk, so `/` downloads only the landing page.
// RootLayout's Suspense shows a spinner while a chunk loads.
const LandingRoute = lazy(() => import('@/app/routes/landing').then((module) => ({ default: module.LandingRoute })));
const NotFoundRoute = lazy(() =>
  import('@/app/routes/not-found').then((module) => ({ default: module.NotFoundRoute })),
);
const AuthRoute = lazy(() => import('@/app/routes/auth').then((module) => ({ default: module.AuthRoute })));
const VerifyEmailRoute = lazy(() =>
  import('@/app/routes/verify-email').then((module) => ({ default: module.VerifyEmailRoute })),
);
const ResetPasswordRoute = lazy(() =>
  import('@/app/routes/reset-password').then((module) => ({ default: module.ResetPasswordRoute })),
);
const VisaHelpRoute = lazy(() =>
  import('@/app/routes/visa-help').then((module) => ({ default: module.VisaHelpRoute })),
);
const GenerateTripRoute = lazy(() =>
  import('@/app/routes/generate-trip').then((module) => ({ default: module.GenerateTripRoute })),
);
const DashboardRoute = lazy(() =>
  import('@/app/routes/dashboard').then((module) => ({ default: module.DashboardRoute })),
);
const MyTripsRoute = lazy(() => import('@/app/routes/my-trips').then((module) => ({ default: module.MyTripsRoute })));
const TripDetailRoute = lazy(() =>
  import('@/app/routes/trip-detail').then((module) => ({ default: module.TripDetailRoute })),
);
const TripPrintRoute = lazy(() =>
  import('@/app/routes/trip-print').then((module) => ({ default: module.TripPrintRoute })),
);
const CustomizeTripRoute = lazy(() =>
  import('@/app/routes/customize-trip').then((module) => ({ default: module.CustomizeTripRoute })),
);
const TravelDealsRoute = lazy(() =>
  import('@/app/routes/travel-deals').then((module) => ({ default: module.TravelDealsRoute })),
);
const TravelPackageQuoteRoute = lazy(() =>
  import('@/app/routes/travel-package-quote').then((module) => ({ default: module.TravelPackageQuoteRoute })),
);
const BookingRoute = lazy(() => import('@/app/routes/booking').then((module) => ({ default: module.BookingRoute })));
const LocalSecretsRoute = lazy(() =>
  import('@/app/routes/local-secrets').then((module) => ({ default: module.LocalSecretsRoute })),
);
const ProfileRoute = lazy(() => import('@/app/routes/profile').then((module) => ({ default: module.ProfileRoute })));
const routes: RouteObject[] = [
  {
    // The printable trip stands alone: no header, navigation or footer, on screen or on paper.
    element: <ProtectedRoute />,
    errorElement: <ErrorFallback />,
    children: [
      {
        path: 'trips/:id/print',
        element: (
          <Suspense fallback={<PageSpinner />}>
            <TripPrintRoute />
          </Suspense>
        ),
      },
    ],
  },
  {
    element: <RootLayout />,
    errorElement: <ErrorFallback />,
    children: [
      {
        // Errors thrown by a screen render inside the layout, keeping header and footer.
        errorElement: <ErrorFallback />,
        children: [
          { index: true, element: <LandingRoute /> },
          { path: 'auth', element: <AuthRoute /> },
          // Public: a verification link needs no session, and an unverified user must reach it (spec §2).
          { path: 'verify-email', element: <VerifyEmailRoute /> },
          { path: 'reset-password', element: <ResetPasswordRoute /> },
          // Public, but sends a signed-out visitor to /auth with a toast (spec §2, §6).
          { path: 'customize-trip', element: <CustomizeTripRoute /> },
          { path: 'visa-help', element: <VisaHelpRoute /> },
          { path: 'travel-deals', element: <TravelDealsRoute /> },
          { path: 'local-secrets', element: <LocalSecretsRoute /> },
          { path: 'travel-package-quote', element: <TravelPackageQuoteRoute /> },
          { path: 'book-activity', element: <BookingRoute kind="activity" /> },
          { path: 'book-hotels', element: <BookingRoute kind="hotel" /> },
          { path: 'find-flight', element: <BookingRoute kind="flight" /> },
          {
            element: <ProtectedRoute />,
            children: [
              { path: 'dashboard', element: <DashboardRoute /> },
              { path: 'generate-trip', element: <GenerateTripRoute /> },
              { path: 'my-trips', element: <MyTripsRoute /> },
              { path: 'trips/:id', element: <TripDetailRoute /> },
              { path: 'profile', element: <ProfileRoute /> },
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The router starts (and reads sessionStorage, slow on a first visit) during the
 * first render, which yields to the browser, not in the script's start-up task.
 */
const appRouter = () => (router ??= createBrowserRouter(routes));

export function AppRouter() {
  return <RouterProvider router={appRouter()} />;
}
