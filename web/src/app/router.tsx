import { Suspense, type ComponentProps } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { ErrorFallback } from '@/components/errors/error-boundary';
import { RootLayout } from '@/components/layouts/root-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { loadScreen } from '@/lib/i18n';
import { lazyComponent } from '@/lib/lazy-component';

// Every screen is its own chunk, so `/` downloads only the landing page.
// RootLayout's Suspense shows a spinner while a chunk loads. loadScreen fetches
// a screen's catalogues (web/src/locales) alongside its chunk.

export interface ScreenHandle {
  preload(): Promise<unknown>;
}

/** A route's element and, in its handle, how to start loading it early. */
function screen<P extends object>(
  Screen: ReturnType<typeof lazyComponent<P>>,
  props = {} as ComponentProps<typeof Screen>,
) {
  return { element: <Screen {...props} />, handle: { preload: Screen.preload } satisfies ScreenHandle };
}

const LandingRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/landing'), [
    'landing',
    'generation',
    'route',
    'contact',
    'booking',
    'validation',
  ]).then((module) => module.LandingRoute),
);
const NotFoundRoute = lazyComponent(() => import('@/app/routes/not-found').then((module) => module.NotFoundRoute));
const AuthRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/auth'), ['auth', 'validation']).then((module) => module.AuthRoute),
);
const VerifyEmailRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/verify-email'), ['auth', 'validation']).then((module) => module.VerifyEmailRoute),
);
const ResetPasswordRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/reset-password'), ['auth', 'validation']).then((module) => module.ResetPasswordRoute),
);
const VisaHelpRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/visa-help'), ['pages', 'visa', 'validation']).then((module) => module.VisaHelpRoute),
);
const GenerateTripRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/generate-trip'), ['pages', 'generation', 'calendar', 'route', 'validation']).then(
    (module) => module.GenerateTripRoute,
  ),
);
const DashboardRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/dashboard'), ['pages', 'trips', 'readiness', 'validation']).then(
    (module) => module.DashboardRoute,
  ),
);
const MyTripsRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/my-trips'), ['pages', 'trips', 'validation']).then((module) => module.MyTripsRoute),
);
const TripDetailRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/trip-detail'), ['trips', 'route', 'readiness', 'visa', 'share', 'validation']).then(
    (module) => module.TripDetailRoute,
  ),
);
const SharedTripRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/shared-trip'), ['share', 'trips', 'route']).then((module) => module.SharedTripRoute),
);
const JoinTripRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/join-trip'), ['trips']).then((module) => module.JoinTripRoute),
);
const TripPrintRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/trip-print'), ['trips', 'route']).then((module) => module.TripPrintRoute),
);
const CustomizeTripRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/customize-trip'), ['pages', 'trips', 'validation']).then(
    (module) => module.CustomizeTripRoute,
  ),
);
const TravelDealsRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/travel-deals'), ['pages', 'deals', 'validation']).then(
    (module) => module.TravelDealsRoute,
  ),
);
const TravelPackageQuoteRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/travel-package-quote'), ['pages', 'contact', 'visa', 'validation']).then(
    (module) => module.TravelPackageQuoteRoute,
  ),
);
const BookingRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/booking'), ['booking']).then((module) => module.BookingRoute),
);
const LocalSecretsRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/local-secrets'), ['pages', 'localSecrets', 'validation']).then(
    (module) => module.LocalSecretsRoute,
  ),
);
const ProfileRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/profile'), ['profile', 'auth', 'validation']).then((module) => module.ProfileRoute),
);
const OAuthConsentRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/oauth-consent'), ['profile', 'auth']).then((module) => module.OAuthConsentRoute),
);
const PrivacyRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/privacy'), ['legal']).then((module) => module.PrivacyRoute),
);
const TermsRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/terms'), ['legal']).then((module) => module.TermsRoute),
);
const CookiesRoute = lazyComponent(() =>
  loadScreen(import('@/app/routes/cookies'), ['legal']).then((module) => module.CookiesRoute),
);
export const routes: RouteObject[] = [
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
          // Public: a verification link needs no session, and an unverified user must reach it (docs/product/screens.md).
          { path: 'verify-email', ...screen(VerifyEmailRoute) },
          { path: 'reset-password', ...screen(ResetPasswordRoute) },
          // Public, but sends a signed-out visitor to /auth with a toast (docs/product/screens.md).
          { path: 'customize-trip', ...screen(CustomizeTripRoute) },
          // One screen for the checker and each destination's page (/visa-help/japan): it stays mounted between them.
          { path: 'visa-help/:country?', ...screen(VisaHelpRoute) },
          { path: 'travel-deals', ...screen(TravelDealsRoute) },
          { path: 'local-secrets', ...screen(LocalSecretsRoute) },
          { path: 'travel-package-quote', ...screen(TravelPackageQuoteRoute) },
          { path: 'book-activity', ...screen(BookingRoute, { kind: 'activity' }) },
          { path: 'book-hotels', ...screen(BookingRoute, { kind: 'hotel' }) },
          { path: 'find-flight', ...screen(BookingRoute, { kind: 'flight' }) },
          // Public: a trip's read-only share link, for anyone holding it (issue #9 point 5).
          { path: 'shared/:token', ...screen(SharedTripRoute) },
          // Public: an invitation to travel together (issue #17); signing in comes back here with /auth?next=.
          { path: 'join-trip', ...screen(JoinTripRoute) },
          // An AI assistant asks to connect (OAuth for /mcp, docs/mcp.md); signing in comes back here.
          { path: 'oauth/consent', ...screen(OAuthConsentRoute) },
          // The footer's legal pages (issue #22).
          { path: 'privacy', ...screen(PrivacyRoute) },
          { path: 'terms', ...screen(TermsRoute) },
          { path: 'cookies', ...screen(CookiesRoute) },
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

/**
 * Starts loading the chunks and catalogues of the screens at `location`. The
 * browser does it before hydrating (or rendering) the first page, the server
 * before rendering a page, so the first render finds every screen loaded.
 */
export function preloadScreens(location: string | Partial<Location>) {
  return Promise.all(
    (matchRoutes(routes, location) ?? []).map(({ route }) => (route.handle as ScreenHandle | undefined)?.preload()),
  );
}

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The router starts (and reads sessionStorage, slow on a first visit) during the
 * first render, which yields to the browser, not in the script's start-up task.
 */
const appRouter = () => (router ??= createBrowserRouter(routes));

export function AppRouter() {
  return <RouterProvider router={appRouter()} />;
}
