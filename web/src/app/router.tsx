import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { ErrorFallback } from '@/components/errors/error-boundary';
import { RootLayout } from '@/components/layouts/root-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { loadScreen } from '@/lib/i18n';

// Every screen is its own chunk, so `/` downloads only the landing page.
// RootLayout's Suspense shows a spinner while a chunk loads. loadScreen fetches
// a screen's catalogues (web/src/locales) alongside its chunk.

/** A lazy screen whose chunk can also be asked for before it first renders. */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload });
}

interface ScreenHandle {
  preload(): unknown;
}

/** A route's element and, in its handle, how to start loading it early. */
function screen<P extends object>(
  Screen: ReturnType<typeof lazyScreen<P>>,
  props = {} as ComponentProps<typeof Screen>,
) {
  return { element: <Screen {...props} />, handle: { preload: Screen.preload } satisfies ScreenHandle };
}

const LandingRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/landing'), ['landing', 'generation', 'contact', 'booking']).then(
    (module) => module.LandingRoute,
  ),
);
const NotFoundRoute = lazyScreen(() => import('@/app/routes/not-found').then((module) => module.NotFoundRoute));
const AuthRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/auth'), ['auth']).then((module) => module.AuthRoute),
);
const VerifyEmailRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/verify-email'), ['auth']).then((module) => module.VerifyEmailRoute),
);
const ResetPasswordRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/reset-password'), ['auth']).then((module) => module.ResetPasswordRoute),
);
const VisaHelpRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/visa-help'), ['pages', 'visa']).then((module) => module.VisaHelpRoute),
);
const GenerateTripRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/generate-trip'), ['pages', 'generation', 'calendar']).then(
    (module) => module.GenerateTripRoute,
  ),
);
const DashboardRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/dashboard'), ['pages', 'trips', 'readiness']).then((module) => module.DashboardRoute),
);
const MyTripsRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/my-trips'), ['pages', 'trips']).then((module) => module.MyTripsRoute),
);
const TripDetailRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/trip-detail'), ['trips', 'readiness', 'visa', 'share']).then(
    (module) => module.TripDetailRoute,
  ),
);
const SharedTripRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/shared-trip'), ['share', 'trips']).then((module) => module.SharedTripRoute),
);
const TripPrintRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/trip-print'), ['trips']).then((module) => module.TripPrintRoute),
);
const CustomizeTripRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/customize-trip'), ['pages', 'trips']).then((module) => module.CustomizeTripRoute),
);
const TravelDealsRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/travel-deals'), ['pages', 'deals']).then((module) => module.TravelDealsRoute),
);
const TravelPackageQuoteRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/travel-package-quote'), ['pages', 'contact', 'visa']).then(
    (module) => module.TravelPackageQuoteRoute,
  ),
);
const BookingRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/booking'), ['booking']).then((module) => module.BookingRoute),
);
const LocalSecretsRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/local-secrets'), ['pages', 'localSecrets']).then(
    (module) => module.LocalSecretsRoute,
  ),
);
const ProfileRoute = lazyScreen(() =>
  loadScreen(import('@/app/routes/profile'), ['profile', 'auth']).then((module) => module.ProfileRoute),
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
        handle: { preload: TripPrintRoute.preload } satisfies ScreenHandle,
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
          { index: true, ...screen(LandingRoute) },
          { path: 'auth', ...screen(AuthRoute) },
          // Public: a verification link needs no session, and an unverified user must reach it (spec §2).
          { path: 'verify-email', ...screen(VerifyEmailRoute) },
          { path: 'reset-password', ...screen(ResetPasswordRoute) },
          // Public, but sends a signed-out visitor to /auth with a toast (spec §2, §6).
          { path: 'customize-trip', ...screen(CustomizeTripRoute) },
          { path: 'visa-help', ...screen(VisaHelpRoute) },
          { path: 'travel-deals', ...screen(TravelDealsRoute) },
          { path: 'local-secrets', ...screen(LocalSecretsRoute) },
          { path: 'travel-package-quote', ...screen(TravelPackageQuoteRoute) },
          { path: 'book-activity', ...screen(BookingRoute, { kind: 'activity' }) },
          { path: 'book-hotels', ...screen(BookingRoute, { kind: 'hotel' }) },
          { path: 'find-flight', ...screen(BookingRoute, { kind: 'flight' }) },
          // Public: a trip's read-only share link, for anyone holding it (issue #9 point 5).
          { path: 'shared/:token', ...screen(SharedTripRoute) },
          {
            element: <ProtectedRoute />,
            children: [
              { path: 'dashboard', ...screen(DashboardRoute) },
              { path: 'generate-trip', ...screen(GenerateTripRoute) },
              { path: 'my-trips', ...screen(MyTripsRoute) },
              { path: 'trips/:id', ...screen(TripDetailRoute) },
              { path: 'profile', ...screen(ProfileRoute) },
            ],
          },
          { path: '*', ...screen(NotFoundRoute) },
        ],
      },
    ],
  },
];

// The entry script starts the visited page's chunk and catalogues downloading
// now, beside its own start-up work, instead of when the first render reaches
// the page: one round trip less before a first visit shows anything.
for (const { route } of matchRoutes(routes, window.location) ?? [])
  (route.handle as ScreenHandle | undefined)?.preload();

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The router starts (and reads sessionStorage, slow on a first visit) during the
 * first render, which yields to the browser, not in the script's start-up task.
 */
const appRouter = () => (router ??= createBrowserRouter(routes));

export function AppRouter() {
  return <RouterProvider router={appRouter()} />;
}
