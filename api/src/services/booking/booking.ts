// Affiliate booking pages (docs/product/booking.md: /book-activity, /book-hotels, /find-flight).
// A partner's widget is framed from the https URL an operator configures; the
// address is never built into the app. Unconfigured, the page links to public
// searches for the trip in its query and offers a quote request
// (web/src/features/booking).

export interface BookingWidgetSettings {
  BOOKING_ACTIVITY_WIDGET_URL?: string | undefined;
  BOOKING_HOTEL_WIDGET_URL?: string | undefined;
  BOOKING_FLIGHT_WIDGET_URL?: string | undefined;
}

export interface BookingWidgets {
  activity: string | null;
  hotel: string | null;
  flight: string | null;
}

export function createBookingService(settings: BookingWidgetSettings = {}) {
  const widgets: BookingWidgets = {
    activity: settings.BOOKING_ACTIVITY_WIDGET_URL ?? null,
    hotel: settings.BOOKING_HOTEL_WIDGET_URL ?? null,
    flight: settings.BOOKING_FLIGHT_WIDGET_URL ?? null,
  };
  return {
    /** The configured partner frame per page; null where none is set. */
    widgets: (): BookingWidgets => widgets,
    /** The origins of the configured partner frames: the only ones the CSP lets the web app frame. */
    frameOrigins: [
      ...new Set(
        Object.values(widgets)
          .filter((url) => url !== null)
          .map((url) => new URL(url).origin),
      ),
    ],
  };
}
