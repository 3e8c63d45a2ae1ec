import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { ErrorFallback } from '@/components/errors/error-boundary';
import { RootLayout } from '@/components/layouts/root-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { loadScreen } from '@/lib/i18n';

// Every screen is its own chunk, so `/` downloads only the landing page.
// RootLayout's Suspense shows a spinner while a chunk loads. loadScreen fetches
// a screen's catalogues (web/src/locales) alongside its chunk.
const LandingRoute = lazy(() =>
  loadScreen(import('@/app/routes/landing'), ['landing', 'generation', 'contact', 'booking']).then((module) => ({
    default: module.LandingRoute,
  })),
);
const NotFoundRoute = lazy(() =>
  import('@/app/routes/not-found').then((module) => ({ default: module.NotFoundRoute })),
);
const AuthRoute = lazy(() =>
  loadScreen(import('@/app/routes/auth'), ['auth']).then((module) => ({ default: module.AuthRoute })),
);
const VerifyEmailRoute = lazy(() =>
  loadScreen(import('@/app/routes/verify-email'), ['auth']).then((module) => ({ default: module.VerifyEmailRoute })),
);
const ResetPasswordRoute = lazy(() =>
  loadScreen(import('@/app/routes/reset-password'), ['auth']).then((module) => ({
    default: module.ResetPasswordRoute,
  })),
);
const VisaHelpRoute = lazy(() =>
  loadScreen(import('@/app/routes/visa-help'), ['pages', 'visa']).then((module) => ({ default: module.VisaHelpRoute })),
);
const GenerateTripRoute = lazy(() =>
  loadScreen(import('@/app/routes/generate-trip'), ['pages', 'generation', 'calendar']).then((module) => ({
    default: module.GenerateTripRoute,
  })),
);
const DashboardRoute = lazy(() =>
  loadScreen(import('@/app/routes/dashboard'), ['pages', 'trips', 'readiness']).then((module) => ({
    default: module.DashboardRoute,
  })),
);
const MyTripsRoute = lazy(() =>
  loadScreen(import('@/app/routes/my-trips'), ['pages', 'trips']).then((module) => ({ default: module.MyTripsRoute })),
);
const TripDetailRoute = lazy(() =>
  loadScreen(import('@/app/routes/trip-detail'), ['trips', 'readiness', 'visa', 'share']).then((module) => ({
    default: module.TripDetailRoute,
  })),
);
const SharedTripRoute = lazy(() =>
  loadScreen(import('@/app/routes/shared-trip'), ['share', 'trips']).then((module) => ({
    default: module.SharedTripRoute,
  })),
);
const TripPrintRoute = lazy(() =>
  loadScreen(import('@/app/routes/trip-print'), ['trips']).then((module) => ({ default: module.TripPrintRoute })),
);
const CustomizeTripRoute = lazy(() =>
  loadScreen(import('@/app/routes/customize-trip'), ['pages', 'trips']).then((module) => ({
    default: module.CustomizeTripRoute,
  })),
);
const TravelDealsRoute = lazy(() =>
  loadScreen(import('@/app/routes/travel-deals'), ['pages', 'deals']).then((module) => ({
    default: module.TravelDealsRoute,
  })),
);
const TravelPackageQuoteRoute = lazy(() =>
  loadScreen(import('@/app/routes/travel-package-quote'), ['pages', 'contact', 'visa']).then((module) => ({
    default: module.TravelPackageQuoteRoute,
  })),
);
const BookingRoute = lazy(() =>
  loadScreen(import('@/app/routes/booking'), ['booking']).then((module) => ({ default: module.BookingRoute })),
);
const LocalSecretsRoute = lazy(() =>
  loadScreen(import('@/app/routes/local-secrets'), ['pages', 'localSecrets']).then((module) => ({
    default: module.LocalSecretsRoute,
  })),
);
const ProfileRoute = lazy(() =>
  loadScreen(import('@/app/routes/profile'), ['profile', 'auth']).then((module) => ({ default: module.ProfileRoute })),
);
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
          // Public: a trip's read-only share link, for anyone holding it (issue #9 point 5).
          { path: 'shared/:token', element: <SharedTripRoute /> },
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
