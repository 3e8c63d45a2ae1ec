/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What an API token may do. A missing scope answers FORBIDDEN naming it (`requiredScope`). */
export type ApiTokenScope =
  /** generate — plan itineraries with `generateTrip`. */
  | 'GENERATE'
  /** trips:read — read trips (`trips`, `trip`, `tripCounts`). */
  | 'TRIPS_READ'
  /** trips:write — save, create, edit, move and delete trips. */
  | 'TRIPS_WRITE';

/** What a booking is. */
export type BookingKind =
  /** A tour, ticket or other activity. */
  | 'activity'
  /** A flight. */
  | 'flight'
  /** A hotel or other place to stay. */
  | 'stay';

/** A new e-mail address, confirmed with the password. */
export type ChangeEmailInput = {
  /** The new address; it must be verified again. */
  email: string;
  /** The current password. */
  password: string;
};

/** A new password, confirmed with the current one. */
export type ChangePasswordInput = {
  /** The password the user signs in with now. */
  currentPassword: string;
  /** 8 to 256 characters of any kind, and not one of the most common passwords. */
  newPassword: string;
};

/** A contact or package-quote request (docs/product/deals-and-quotes.md). The quote page’s terms checkbox is not sent. */
export type ContactRequestInput = {
  /** Where we reply. */
  email: string;
  /** At least 2 characters. */
  fullName: string;
  /** 6 to 30 characters of digits, spaces, +, -, dots and brackets, with at least 6 digits. */
  phone: string;
  /** The trip in the traveler’s words: at least 10 characters. */
  travelDetails: string;
  /** The checked trip types, if any; stored once each. The home page’s form has none. */
  tripTypes?: Array<ContactTripType> | null | undefined;
};

/** Who is traveling: the quote page’s trip-type checkboxes (docs/product/deals-and-quotes.md). */
export type ContactTripType =
  /** A business trip. */
  | 'business'
  /** Two traveling as a couple. */
  | 'couple'
  /** A family. */
  | 'family'
  /** A group of friends. */
  | 'friends'
  /** One traveler. */
  | 'solo';

/** A new API token’s name, scopes and lifetime. */
export type CreateApiTokenInput = {
  /** Days until it expires, 1 to 365; null: never. */
  expiresInDays?: number | null | undefined;
  /** A label, 1 to 60 characters, e.g. "Booking sync". */
  name: string;
  /** At least one scope. */
  scopes: Array<ApiTokenScope>;
};

/** The create-trip dialog. Both itineraries start with one placeholder day per trip day, ready to be edited. */
export type CreateTripInput = {
  /** Budget in `currency`, at least 1. */
  budget: number;
  /** Cities to visit; up to 20. */
  cities?: Array<string> | null | undefined;
  /** Three-letter currency code, e.g. PHP. */
  currency: string;
  /** Destination country code (e.g. JP) or name; at least 2 characters. */
  destinationCountry: string;
  /** Days, 1 to 30. */
  duration: number;
  /** Origin airport code, e.g. MNL; at least 2 characters. */
  originAirport: string;
  /** Interest keys: landmarks, food, shopping, adventure, culture, instagrammable. */
  preferences?: Array<string> | null | undefined;
  /** First day as an ISO date (2026-12-01); empty for flexible. */
  startDate?: string | null | undefined;
  /** Month of travel, 1 to 12. */
  travelMonth: number;
};

/** One day of a generated itinerary to plan again, before it is saved. */
export type DayChangeInput = {
  /** The day number (1 is the first day). */
  day: number;
  /** What to change, e.g. "more relaxed", "rainy-day plan", "more food spots"; at most 200 characters. */
  instruction: string;
  /** The itinerary as the traveler sees it now. */
  itinerary: ItineraryInput;
  /** Which of the two itineraries it is. */
  kind: ItineraryType;
  /** The request the itinerary was planned for. */
  request: TripRequestInput;
};

/** A day's costs, in the itinerary's currency; none below 0. */
export type DayCostsInput = {
  /** Where to stay that night. */
  accommodation: number;
  /** Tickets, tours and other activities. */
  activities: number;
  /** The day's meals. */
  meals: number;
  /** Getting around that day. */
  transportation: number;
};

/** One day of an itinerary. */
export type DayInput = {
  /** Where to stay; may be empty. */
  accommodation: string;
  /** At least one activity. */
  activities: Array<string>;
  /** The day's costs. */
  costs: DayCostsInput;
  /** Day number, from 1. */
  day: number;
  /** Where or what to eat; may be empty. */
  meals: Array<string>;
  /** The stops, as read from `Day`. */
  stops?: Array<StopInput> | null | undefined;
  /** A short title; not empty. */
  title: string;
  /** How to get around; may be empty. */
  transportation: string;
  /** Places not verified by Lakbay, as read from `Day`; a mark whose line is no longer in the day is dropped. */
  unverifiedPlaces?: Array<UnverifiedPlaceInput> | null | undefined;
};

/** What a deal is for. */
export type DealType =
  /** A flight. */
  | 'flight'
  /** A hotel stay. */
  | 'hotel'
  /** A package of travel and stay. */
  | 'package';

/** What an expense was for: the day cost categories, then what lies outside the days. */
export type ExpenseCategory =
  /** Where the travelers stay. */
  | 'accommodation'
  /** Tickets, tours, entrance fees of sights. */
  | 'activities'
  /** Travel tax, terminal fees, visas and other fees. */
  | 'fees'
  /** Flights. */
  | 'flights'
  /** Food and drink. */
  | 'meals'
  /** Anything else. */
  | 'other'
  /** Shopping and pasalubong. */
  | 'shopping'
  /** Getting around: trains, taxis, ferries. */
  | 'transportation';

/** An expense as recorded (docs/product/expenses.md). */
export type ExpenseInput = {
  /** More than 0, with at most the currency’s decimals: "1500.50". */
  amount: string;
  /** What it was for. */
  category: ExpenseCategory;
  /** Any ISO 4217 code, e.g. JPY. */
  currency: string;
  /** The trip day it belongs to, or null. */
  day?: number | null | undefined;
  /** What it was: at most 300 characters. */
  note?: string | null | undefined;
  /** The user id of who paid; on the trip. */
  paidBy: number;
  /** Who it is split with. */
  participants: Array<ExpenseParticipantInput>;
  /** Pesos per unit, only for a currency without a dated rate (e.g. "0.0123"); ignored otherwise. */
  phpRate?: string | null | undefined;
  /** How it is divided. */
  split: ExpenseSplit;
};

/** Someone an expense is split with. */
export type ExpenseParticipantInput = {
  /** For an exact split: their amount, e.g. "750.25". */
  amount?: string | null | undefined;
  /** For a split by shares: 1 to 1000 (default 1). */
  shares?: number | null | undefined;
  /** Their user id; they must be on the trip. */
  userId: number;
};

/** How an expense is divided among the people it was for. */
export type ExpenseSplit =
  /** The same part each. */
  | 'equal'
  /** Amounts per person that add up to the expense. */
  | 'exact'
  /** In proportion to whole-number shares. */
  | 'shares';

/** The expense category a cost outside the days plans for (budget against actual). */
export type ExtraCostCategory =
  /** Travel tax, terminal and local fees. */
  | 'fees'
  /** Flights, including the connection to Manila. */
  | 'flights'
  /** Ferries, vans and buses between places. */
  | 'transportation';

/** A cost outside the days, e.g. flights or the Philippine travel tax. */
export type ExtraCostInput = {
  /** The amount, not below 0. */
  amount: number;
  /** What it counts as against expenses; send back what `ExtraCost.category` said. */
  category?: ExtraCostCategory | null | undefined;
  /** What the cost is for. */
  label: string;
  /** Where the figure comes from, or a caveat. */
  note?: string | null | undefined;
};

/** A whole itinerary, as read from `Itinerary` (drop `__typename`). */
export type ItineraryInput = {
  /** Three-letter currency code, e.g. PHP. */
  currency: string;
  /** The days, in order. */
  days: Array<DayInput>;
  /** Where the trip goes, as shown to the traveler. */
  destination: string;
  /** Length of the trip in days, 1 to 30. */
  duration: number;
  /** Costs outside the days; none when omitted. */
  extraCosts?: Array<ExtraCostInput> | null | undefined;
  /** A summary of the plan. */
  overview: string;
  /** First day (ISO date), or null for flexible dates. */
  startDate?: string | null | undefined;
  /** Travel tips, in order. */
  tips: Array<string>;
  /** What the whole trip costs, not below 0. */
  totalBudget: number;
  /** As read from `Itinerary`; the server counts it again from the days' marks. */
  unverifiedPlaceCount?: number | null | undefined;
};

/** Which of the two generated itineraries. */
export type ItineraryType =
  /** Budget-Focused. */
  | 'budget'
  /** Experience-Focused. */
  | 'experience';

/** Whether live OpenStreetMap places are in the answer. */
export type LivePlacesStatus =
  /** OpenStreetMap answered; its places follow the curated ones. */
  | 'included'
  /** This server does not look up live places (OVERPASS_URL=off). */
  | 'off'
  /** OpenStreetMap did not answer in time or at all: curated places only, for now. */
  | 'unavailable';

/** The kinds of place the finder filters by (docs/product/local-secrets.md). */
export type LocalSecretCategory =
  /** Things to do: walks, rides, parks and shows. */
  | 'activity'
  /** Landmarks, museums, temples and viewpoints. */
  | 'attraction'
  /** Cafes, coffee bars and tea houses. */
  | 'cafe'
  /** Restaurants, food markets and street-food streets. */
  | 'restaurant'
  /** Markets, malls and shopping streets. */
  | 'shopping';

/** Who vouches for a place. */
export type LocalSecretOrigin =
  /** A Lakbay pick: curated, sourced and dated by Lakbay's editors. */
  | 'lakbay'
  /** A live place from OpenStreetMap (© OpenStreetMap contributors), not reviewed by Lakbay. */
  | 'openstreetmap';

/** A local secrets search: a point, a radius and a category. */
export type LocalSecretsInput = {
  /** Only this category; all when omitted. */
  category?: LocalSecretCategory | null | undefined;
  /** Search point latitude, -90 to 90. */
  latitude: number;
  /** Search point longitude, -180 to 180. */
  longitude: number;
  /** Metres, 1000 to 10000; 5000 when omitted. */
  radius?: number | null | undefined;
};

/** A language Lakbay speaks. */
export type Locale =
  /** English, the default. */
  | 'en'
  /** Filipino. */
  | 'fil';

/** Sign-in credentials. */
export type LoginInput = {
  /** The account’s password. */
  password: string;
  /** Matched regardless of case. */
  username: string;
};

/** Which meal. */
export type MealKind =
  /** Breakfast. */
  | 'breakfast'
  /** Dinner. */
  | 'dinner'
  /** Lunch. */
  | 'lunch';

/** The authorization request as the client sent it to /authorize (OAuth 2.1 parameter names). */
export type OAuthAuthorizationInput = {
  /** The registered client’s id. */
  client_id: string;
  /** The PKCE S256 challenge. */
  code_challenge: string;
  /** Always `S256`. */
  code_challenge_method: string;
  /** One of the client’s registered redirect URIs, exactly. */
  redirect_uri: string;
  /** The resource (RFC 8707), the /mcp address. */
  resource?: string | null | undefined;
  /** Always `code`. */
  response_type: string;
  /** Space-separated scopes; none: every scope. */
  scope?: string | null | undefined;
  /** Passed back to the client unchanged. */
  state?: string | null | undefined;
};

/** How the proclamation declares a day. */
export type PhilippineHolidayType =
  /** Regular holiday: a day off. */
  | 'REGULAR'
  /** Special non-working day: a day off. */
  | 'SPECIAL_NON_WORKING'
  /** Special working day: commemorated, but a normal working day (not a day off). */
  | 'SPECIAL_WORKING';

/** A point on the map, as read from `Position`. */
export type PositionInput = {
  /** true when placed only roughly. */
  approximate: boolean;
  /** Latitude, degrees. */
  lat: number;
  /** Longitude, degrees. */
  lng: number;
};

/** The answers, whole: a field left out takes its default. */
export type ReadinessAnswersInput = {
  /** Someone else pays; default false. */
  affidavitOfSupport?: boolean | null | undefined;
  /** Default adult. */
  ageGroup?: TravelerAgeGroup | null | undefined;
  /** Government employee; default false. */
  governmentEmployee?: boolean | null | undefined;
  /** Joining an OFW abroad; default false. */
  ofwDependent?: boolean | null | undefined;
  /** Passport expiry date, YYYY-MM-DD; null if unknown. */
  passportExpiry?: string | null | undefined;
  /** Permanent resident abroad; default false. */
  permanentResidentAbroad?: boolean | null | undefined;
  /** Default economyOrBusiness. */
  ticketClass?: TicketClass | null | undefined;
  /** The visa checker’s purpose id (tourism, business, visitFamilyFriends, …); default tourism. */
  travelPurpose?: string | null | undefined;
  /** Default tourist. */
  travelerType?: TravelerType | null | undefined;
  /** Minor without a parent; default false. */
  travelingWithoutParent?: boolean | null | undefined;
};

/** Where one checklist step stands. */
export type ReadinessItemStatus =
  /** Ticked off, or checked and fine (e.g. the passport lasts long enough). */
  | 'done'
  /** Does not apply to this traveler (e.g. an exemption). */
  | 'not_needed'
  /** Still to do. */
  | 'todo'
  /** A problem to fix, e.g. a passport that expires too soon. */
  | 'warning';

/** A new account (the Sign Up form). */
export type RegisterInput = {
  /** Where the verification link goes; unique regardless of case. */
  email: string;
  /** Up to 100 characters; optional. */
  fullName?: string | null | undefined;
  /** 8 to 256 characters of any kind, and not one of the most common passwords. */
  password: string;
  /** 3 to 30 letters, numbers, dots, hyphens or underscores. */
  username: string;
};

/** A new password set from the link in the reset e-mail. */
export type ResetPasswordInput = {
  /** 8 to 256 characters of any kind, and not one of the most common passwords. */
  password: string;
  /** From the link in the reset e-mail. */
  token: string;
};

/** A generation result to save (Save Itinerary), or a customized one (the customize page). */
export type SaveTripInput = {
  /** Budget in `currency`, at least 1. */
  budget: number;
  /** The Budget-Focused itinerary. */
  budgetItinerary: ItineraryInput;
  /** Cities to visit; up to 20. */
  cities?: Array<string> | null | undefined;
  /** Three-letter currency code, e.g. PHP. */
  currency: string;
  /** Destination country code (e.g. JP) or name; at least 2 characters. */
  destinationCountry: string;
  /** Days, 1 to 30. */
  duration: number;
  /** The Experience-Focused itinerary. */
  experienceItinerary: ItineraryInput;
  /** Origin airport code, e.g. MNL; at least 2 characters. */
  originAirport: string;
  /** Interest keys: landmarks, food, shopping, adventure, culture, instagrammable. */
  preferences?: Array<string> | null | undefined;
  /** The tab the traveler saved from. */
  savedType: ItineraryType;
  /** First day as an ISO date (2026-12-01); empty for flexible. */
  startDate?: string | null | undefined;
  /** Month of travel, 1 to 12. */
  travelMonth: number;
};

/** A stop, as read from `Stop`; a stop whose line is no longer in the day is dropped. */
export type StopInput = {
  /** Its neighbourhood or district. */
  area?: string | null | undefined;
  /** Per person, in the itinerary's currency. */
  cost: number;
  /** Activity or meal. */
  kind: StopKind;
  /** The day's activity or meal this stop is, word for word. */
  line: string;
  /** Which meal. */
  meal?: MealKind | null | undefined;
  /** How long to spend there. */
  minutes: number;
  /** The place. */
  name: string;
  /** The way to the next stop. */
  next?: TravelInput | null | undefined;
  /** Closed days or hours to know of. */
  note?: string | null | undefined;
  /** Lakbay's id of the place, when it is one of its own. */
  placeId?: string | null | undefined;
  /** Where it is. */
  position?: PositionInput | null | undefined;
  /** Part of the day. */
  slot: TimeSlot;
  /** Local time it starts, HH:MM. */
  start: string;
};

/** Whether a stop is one of the day's activities or one of its meals. */
export type StopKind =
  /** One of the day's activities (a sight, a tour, a market). */
  | 'activity'
  /** One of the day's meals, at a named place. */
  | 'meal';

/** The cabin class, which sets the travel tax rate. */
export type TicketClass =
  /** Economy or business class. */
  | 'economyOrBusiness'
  /** First class. */
  | 'firstClass';

/** The part of the day a stop is in. */
export type TimeSlot =
  /** Noon to 5 p.m. */
  | 'afternoon'
  /** 5 to 8 p.m.: sunsets and dinner. */
  | 'evening'
  /** Before noon. */
  | 'morning'
  /** After 8 p.m.: night views, night markets, nightlife. */
  | 'night';

/** The way to the next stop, as read from `Travel`. */
export type TravelInput = {
  /** Straight-line distance, km. */
  km: number;
  /** About how long, minutes. */
  minutes: number;
  /** How. */
  mode: TravelMode;
};

/** How to get to the next stop. */
export type TravelMode =
  /** By taxi or ride-hailing. */
  | 'taxi'
  /** By train, metro or bus. */
  | 'transit'
  /** On foot: the next stop is close. */
  | 'walk';

/** The age groups the travel tax and terminal fee distinguish. */
export type TravelerAgeGroup =
  /** 12 years and over. */
  | 'adult'
  /** 2 years and below: exempt from travel tax and terminal fee. */
  | 'infant'
  /** 2 years + 1 day to under 12: reduced travel tax. */
  | 'minor';

/** Who is travelling, as far as Philippine departure rules care. */
export type TravelerType =
  /** An Overseas Filipino Worker leaving for work. */
  | 'ofw'
  /** Someone else pays (invitation, affidavit of support). */
  | 'sponsored'
  /** Travelling on their own money. */
  | 'tourist';

/** What part of a trip a change touched. */
export type TripChangeKind =
  /** Its flights, stays and activities from confirmations. */
  | 'bookings'
  /** One day of its plan: `day` says which. */
  | 'day'
  /** Its details or its plan (Edit Trip, Customize). */
  | 'details'
  /** Its shared expenses. */
  | 'expenses'
  /** Who is on it: someone joined, left or was removed, or a role changed. */
  | 'members'
  /** Its status: complete, upcoming again or canceled. */
  | 'status';

/** The signed-in user’s part in a trip. */
export type TripPart =
  /** A co-traveler who changes the trip’s details and days. */
  | 'editor'
  /** Made the trip: may do everything, and alone deletes, cancels, shares and invites. */
  | 'owner'
  /** A co-traveler who reads the trip. */
  | 'viewer';

/** What the traveler asks for (docs/product/trip-planning.md); `tripFormOptions` lists the allowed values. */
export type TripRequestInput = {
  /** Budget for the whole trip for one traveler, in `currency`. */
  budget: number;
  /** Cities from the country's list, in the order to visit; none: the planner picks a route. */
  cities?: Array<string> | null | undefined;
  /** Currency of the budget and of every amount, e.g. PHP. */
  currency: string;
  /** Outbound flight time, HH:MM. */
  departureTime?: string | null | undefined;
  /** Country code, e.g. JP. */
  destinationCountry: string;
  /** Days, 1 to 30. */
  duration: number;
  /** Philippine airport code, e.g. MNL. */
  originAirport: string;
  /** At least one preference key, e.g. food. */
  preferences: Array<string>;
  /** Return flight time, HH:MM. */
  returnTime?: string | null | undefined;
  /** Month of travel, 1 to 12; 1 when left out. */
  travelMonth?: number | null | undefined;
};

/** What a co-traveler may do with a trip (docs/product/travel-together.md). */
export type TripRole =
  /** Changes the trip’s details and days, and marks it complete. */
  | 'editor'
  /** Reads the trip. */
  | 'viewer';

/** Where a trip stands (docs/product/trips.md). New trips are upcoming; nothing leaves canceled. */
export type TripStatus =
  /** Canceled for good: the trip can no longer be changed. */
  | 'canceled'
  /** Marked as complete; can move back to upcoming. */
  | 'past'
  /** Planned and not yet taken (the default). */
  | 'upcoming';

/** A place not verified by Lakbay, as read from `UnverifiedPlace`. */
export type UnverifiedPlaceInput = {
  /** The activity, meal or accommodation that names it. */
  line: string;
  /** The place, as the plan names it. */
  name: string;
};

/** The profile’s plain details. */
export type UpdateProfileInput = {
  /** Up to 100 characters; empty or null clears it. */
  fullName?: string | null | undefined;
};

/** The Edit Trip dialog: only the fields given change; null leaves a field as it is (except startDate). */
export type UpdateTripInput = {
  /** Budget, at least 1. */
  budget?: number | null | undefined;
  /** Three-letter currency code. */
  currency?: string | null | undefined;
  /** Destination, at least 2 characters. */
  destinationCountry?: string | null | undefined;
  /** Days, 1 to 30. */
  duration?: number | null | undefined;
  /** Origin airport code, at least 2 characters. */
  originAirport?: string | null | undefined;
  /** ISO date; null or empty clears it (flexible dates). */
  startDate?: string | null | undefined;
  /** Month of travel, 1 to 12. */
  travelMonth?: number | null | undefined;
};

/** What to change: the answers and/or the ticked steps, each replaced whole. Send at least one. */
export type UpdateTripReadinessInput = {
  /** The answers, whole. */
  answers?: ReadinessAnswersInput | null | undefined;
  /** Ids of the ticked steps, whole (ReadinessItem.id). */
  tickedIds?: Array<string> | null | undefined;
};

/** How far the answer is backed by its sources. Anything but SOURCED should be checked with the embassy. */
export type VisaAnswerStatus =
  /** Lakbay covers Philippine passport holders only for now. */
  | 'NOT_COVERED'
  /** We could not confirm the rules for this purpose. */
  | 'NOT_FOUND'
  /** Partly confirmed; `statusNote` says what is not. */
  | 'PARTIAL'
  /** Confirmed in the cited sources. */
  | 'SOURCED'
  /** General knowledge that no source confirmed. */
  | 'UNVERIFIED';

/** A visa check: destination, purpose and nationality (docs/product/visa.md). */
export type VisaCheckInput = {
  /** One of the 15 foreign destinations, by code (JP) or name (Japan); the Philippines answers that Filipinos need no visa at home. */
  destinationCountry: string;
  /** Passport nationality; Filipino when omitted. */
  nationality?: string | null | undefined;
  /** Tourism, Business, Education, Visit Family/Friends, Medical, Transit or Working Holiday (label or id, e.g. visitFamilyFriends). */
  travelPurpose: string;
};

export type FooterHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type FooterHealthQuery = { health: { version: string } };

export type DayStopFragment = { kind: StopKind, line: string, meal: MealKind | null, placeId: string | null, name: string, area: string | null, slot: TimeSlot, start: string, minutes: number, cost: number, note: string | null, position: { lat: number, lng: number, approximate: boolean } | null, next: { mode: TravelMode, minutes: number, km: number } | null };

export type MapSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MapSettingsQuery = { mapSettings: { tileUrl: string, attribution: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: number, username: string, email: string, fullName: string | null, isVerified: boolean } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: number, username: string, email: string, fullName: string | null, isVerified: boolean } };

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: { message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { message: string } };

export type ResendVerificationMutationVariables = Exact<{
  email: string;
}>;


export type ResendVerificationMutation = { resendVerification: { message: string } };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { message: string, alreadyVerified: boolean } };

export type BookingWidgetsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingWidgetsQuery = { bookingWidgets: { activity: string | null, hotel: string | null, flight: string | null } };

export type OAuthConsentQueryVariables = Exact<{
  request: OAuthAuthorizationInput;
}>;


export type OAuthConsentQuery = { oauthConsent: { clientName: string, redirectHost: string, scopes: Array<ApiTokenScope> } };

export type ApproveOAuthAuthorizationMutationVariables = Exact<{
  request: OAuthAuthorizationInput;
}>;


export type ApproveOAuthAuthorizationMutation = { approveOAuthAuthorization: string };

export type DenyOAuthAuthorizationMutationVariables = Exact<{
  request: OAuthAuthorizationInput;
}>;


export type DenyOAuthAuthorizationMutation = { denyOAuthAuthorization: string };

export type SubmitContactRequestMutationVariables = Exact<{
  input: ContactRequestInput;
}>;


export type SubmitContactRequestMutation = { submitContactRequest: { id: number, message: string } };

export type DealsQueryVariables = Exact<{
  type?: DealType | null | undefined;
  featuredOnly?: boolean | null | undefined;
}>;


export type DealsQuery = { deals: Array<{ id: string, type: DealType, title: string, description: string, originalPrice: number, discountedPrice: number, discountPercent: number, currency: string, validUntil: string, imageKey: string, provider: string, featured: boolean }> };

export type SubscribeNewsletterMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: { email: string, message: string } };

export type PrivacyContactQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyContactQuery = { privacyContactEmail: string };

export type TripToAddPlaceToFragment = { id: number, version: number, savedItinerary: { destination: string, days: Array<{ day: number, title: string }> } };

export type TripsToAddPlaceToQueryVariables = Exact<{ [key: string]: never; }>;


export type TripsToAddPlaceToQuery = { trips: { edges: Array<{ node: { id: number, version: number, savedItinerary: { destination: string, days: Array<{ day: number, title: string }> } } }> }, sharedTrips: Array<{ myPart: TripPart, status: TripStatus, id: number, version: number, savedItinerary: { destination: string, days: Array<{ day: number, title: string }> } }> };

export type AddPlaceToTripMutationVariables = Exact<{
  id: number;
  placeId: string;
  day: number;
  expectedVersion?: number | null | undefined;
}>;


export type AddPlaceToTripMutation = { addPlaceToTrip: { id: number, version: number } };

export type LocalSecretsQueryVariables = Exact<{
  input: LocalSecretsInput;
}>;


export type LocalSecretsQuery = { localSecrets: { livePlaces: LivePlacesStatus, places: Array<{ source: LocalSecretOrigin, id: string, name: string, type: string, category: LocalSecretCategory, address: string, description: string, approximateLocation: boolean, rating: number | null, openNow: boolean | null, priceLevel: number | null, tips: Array<string>, aiTip: string | null, distanceMeters: number, hoursToday: string | null, hoursNote: string | null, city: string, lastChecked: string, coordinates: { lat: number, lng: number }, sources: Array<{ title: string, url: string }> }>, tips: { city: string, country: string, bestTimeToVisit: string, thisMonth: string, localEtiquette: string, hiddenGem: { id: string, name: string, description: string, tip: string } } | null } };

export type LocalSecretsSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type LocalSecretsSetupQuery = { localSecretsCities: Array<{ name: string, countryName: string, coordinates: { lat: number, lng: number } }>, mapSettings: { tileUrl: string, attribution: string } };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: Array<{ id: number, name: string, prefix: string, scopes: Array<ApiTokenScope>, expiresAt: string | null, lastUsedAt: string | null, createdAt: string }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { token: string, apiToken: { id: number } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: boolean };

export type CalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedQuery = { calendarFeed: { url: string, webcalUrl: string, createdAt: string } | null };

export type RenewCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RenewCalendarFeedMutation = { renewCalendarFeed: { url: string, webcalUrl: string, createdAt: string } };

export type RevokeCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCalendarFeedMutation = { revokeCalendarFeed: boolean };

export type ConnectedAppsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnectedAppsQuery = { connectedApps: Array<{ id: number, clientName: string, redirectHost: string, scopes: Array<ApiTokenScope>, createdAt: string, lastUsedAt: string | null }> };

export type RevokeConnectedAppMutationVariables = Exact<{
  id: number;
}>;


export type RevokeConnectedAppMutation = { revokeConnectedApp: boolean };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: number, fullName: string | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { message: string } };

export type ChangeEmailMutationVariables = Exact<{
  input: ChangeEmailInput;
}>;


export type ChangeEmailMutation = { changeEmail: { id: number, email: string, isVerified: boolean } };

export type DeleteAccountMutationVariables = Exact<{
  password: string;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type ExportAccountDataMutationVariables = Exact<{ [key: string]: never; }>;


export type ExportAccountDataMutation = { exportAccountData: { fileName: string, data: unknown } };

export type TripReadinessFieldsFragment = { tripId: number, openCount: number, tickedIds: Array<string>, answers: { passportExpiry: string | null, travelerType: TravelerType, ageGroup: TravelerAgeGroup, travelPurpose: string, ticketClass: TicketClass, affidavitOfSupport: boolean, travelingWithoutParent: boolean, ofwDependent: boolean, permanentResidentAbroad: boolean, governmentEmployee: boolean }, items: Array<{ id: string, title: string, detail: string, status: ReadinessItemStatus, dueDate: string | null, amountPHP: number | null, caveat: string | null, lastChecked: string | null, sources: Array<{ id: string | null, title: string, url: string | null, date: string | null }> }> };

export type TripReadinessQueryVariables = Exact<{
  tripId: number;
}>;


export type TripReadinessQuery = { tripReadiness: { tripId: number, openCount: number, tickedIds: Array<string>, answers: { passportExpiry: string | null, travelerType: TravelerType, ageGroup: TravelerAgeGroup, travelPurpose: string, ticketClass: TicketClass, affidavitOfSupport: boolean, travelingWithoutParent: boolean, ofwDependent: boolean, permanentResidentAbroad: boolean, governmentEmployee: boolean }, items: Array<{ id: string, title: string, detail: string, status: ReadinessItemStatus, dueDate: string | null, amountPHP: number | null, caveat: string | null, lastChecked: string | null, sources: Array<{ id: string | null, title: string, url: string | null, date: string | null }> }> } };

export type UpdateTripReadinessMutationVariables = Exact<{
  tripId: number;
  input: UpdateTripReadinessInput;
}>;


export type UpdateTripReadinessMutation = { updateTripReadiness: { tripId: number, openCount: number, tickedIds: Array<string>, answers: { passportExpiry: string | null, travelerType: TravelerType, ageGroup: TravelerAgeGroup, travelPurpose: string, ticketClass: TicketClass, affidavitOfSupport: boolean, travelingWithoutParent: boolean, ofwDependent: boolean, permanentResidentAbroad: boolean, governmentEmployee: boolean }, items: Array<{ id: string, title: string, detail: string, status: ReadinessItemStatus, dueDate: string | null, amountPHP: number | null, caveat: string | null, lastChecked: string | null, sources: Array<{ id: string | null, title: string, url: string | null, date: string | null }> }> } };

export type ChangeDayMutationVariables = Exact<{
  input: DayChangeInput;
}>;


export type ChangeDayMutation = { changeDay: { itinerary: { destination: string, totalBudget: number, currency: string, duration: number, startDate: string | null, overview: string, tips: Array<string>, unverifiedPlaceCount: number | null, days: Array<{ day: number, title: string, activities: Array<string>, accommodation: string, transportation: string, meals: Array<string>, costs: { accommodation: number, meals: number, activities: number, transportation: number }, unverifiedPlaces: Array<{ name: string, line: string }>, stops: Array<{ kind: StopKind, line: string, meal: MealKind | null, placeId: string | null, name: string, area: string | null, slot: TimeSlot, start: string, minutes: number, cost: number, note: string | null, position: { lat: number, lng: number, approximate: boolean } | null, next: { mode: TravelMode, minutes: number, km: number } | null }> }>, extraCosts: Array<{ label: string, amount: number, note: string | null, category: ExtraCostCategory | null }> } } };

export type SaveTripMutationVariables = Exact<{
  input: SaveTripInput;
}>;


export type SaveTripMutation = { saveTrip: { id: number } };

export type TravelCalendarQueryVariables = Exact<{
  country: string;
  month: number;
  year?: number | null | undefined;
}>;


export type TravelCalendarQuery = { travelCalendar: { countryCode: string, country: string, month: number, year: number, holidaysDeclared: boolean, holidays: Array<{ date: string, name: string, type: PhilippineHolidayType, dayOff: boolean }>, longWeekends: Array<{ start: string, end: string, days: number }>, proclamation: { name: string, sources: Array<{ title: string, url: string }> } | null, destination: { season: string, weather: string, events: Array<{ name: string, where: string | null }>, sources: Array<{ title: string, url: string }> } } };

export type ChangeTripDayMutationVariables = Exact<{
  id: number;
  day: number;
  instruction: string;
  expectedVersion?: number | null | undefined;
}>;


export type ChangeTripDayMutation = { changeTripDay: { id: number, destinationCountry: string, cities: Array<string>, originAirport: string, travelMonth: number, currency: string, duration: number, budget: number, startDate: string | null, status: TripStatus, savedType: ItineraryType, version: number, memberCount: number, savedItinerary: { destination: string, totalBudget: number, currency: string, duration: number, startDate: string | null, overview: string, tips: Array<string>, unverifiedPlaceCount: number | null, days: Array<{ day: number, title: string, activities: Array<string>, accommodation: string, transportation: string, meals: Array<string>, costs: { accommodation: number, meals: number, activities: number, transportation: number }, unverifiedPlaces: Array<{ name: string, line: string }>, stops: Array<{ kind: StopKind, line: string, meal: MealKind | null, placeId: string | null, name: string, area: string | null, slot: TimeSlot, start: string, minutes: number, cost: number, note: string | null, position: { lat: number, lng: number, approximate: boolean } | null, next: { mode: TravelMode, minutes: number, km: number } | null }> }>, extraCosts: Array<{ label: string, amount: number, note: string | null, category: ExtraCostCategory | null }> } } };

export type ChangeTripStatusMutationVariables = Exact<{
  id: number;
  status: TripStatus;
}>;


export type ChangeTripStatusMutation = { updateTripStatus: { id: number, status: TripStatus, version: number } };

export type CreateTripFromDialogMutationVariables = Exact<{
  input: CreateTripInput;
}>;


export type CreateTripFromDialogMutation = { createTrip: { id: number, destinationCountry: string, cities: Array<string>, originAirport: string, travelMonth: number, currency: string, duration: number, budget: number, startDate: string | null, status: TripStatus, savedType: ItineraryType, version: number, memberCount: number, savedItinerary: { destination: string, totalBudget: number, currency: string } } };

export type SaveCustomizedTripMutationVariables = Exact<{
  input: SaveTripInput;
}>;


export type SaveCustomizedTripMutation = { saveTrip: { id: number } };

export type DeleteTripMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTripMutation = { deleteTrip: boolean };

export type DestinationPhotoQueryVariables = Exact<{
  destination: string;
}>;


export type DestinationPhotoQuery = { destinationPhoto: { url: string, alt: string, photographerName: string, photographerUrl: string, photoPageUrl: string } | null };

export type EditTripMutationVariables = Exact<{
  id: number;
  input: UpdateTripInput;
  expectedVersion?: number | null | undefined;
}>;


export type EditTripMutation = { updateTrip: { id: number, destinationCountry: string, cities: Array<string>, originAirport: string, travelMonth: number, currency: string, duration: number, budget: number, startDate: string | null, status: TripStatus, savedType: ItineraryType, version: number, memberCount: number, savedItinerary: { destination: string, totalBudget: number, currency: string } } };

export type EditTripItineraryMutationVariables = Exact<{
  id: number;
  type: ItineraryType;
  itinerary: ItineraryInput;
  expectedVersion?: number | null | undefined;
}>;


export type EditTripItineraryMutation = { updateTripItinerary: { id: number, destinationCountry: string, cities: Array<string>, originAirport: string, travelMonth: number, currency: string, duration: number, budget: number, startDate: string | null, status: TripStatus, savedType: ItineraryType, version: number, memberCount: number, savedItinerary: { destination: string, totalBudget: number, currency: string, duration: number, startDate: string | null, overview: string, tips: Array<string>, unverifiedPlaceCount: number | null, days: Array<{ day: number, title: string, activities: Array<string>, accommodation: string, transportation: string, meals: Array<string>, costs: { accommodation: number, meals: number, activities: number, transportation: number }, unverifiedPlaces: Array<{ name: string, line: string }>, stops: Array<{ kind: StopKind, line: string, meal: MealKind | null, placeId: string | null, name: string, area: string | null, slot: TimeSlot, start: string, minutes: number, cost: number, note: string | null, position: { lat: number, lng: number, approximate: boolean } | null, next: { mode: TravelMode, minutes: number, km: number } | null }> }>, extraCosts: Array<{ label: string, amount: number, note: string | null, category: ExtraCostCategory | null }> } } };

export type TripChangesSubscriptionVariables = Exact<{
  id: number;
}>;


export type TripChangesSubscription = { tripChanges: { trip: { id: number, myPart: TripPart, ownerName: string, memberCount: number, destinationCountry: string, cities: Array<string>, originAirport: string, travelMonth: number, currency: string, duration: number, budget: number, startDate: string | null, status: TripStatus, savedType: ItineraryType, version: number, savedItinerary: { destination: string, totalBudget: number, currency: string, duration: number, startDate: string | null, overview: string, tips: Array<string>, unverifiedPlaceCount: number | null, days: Array<{ day: number, title: string, activities: Array<string>, accommodation: string, transportation: string, meals: Array<string>, costs: { accommodation: number, meals: number, activities: number, transportation: number }, unverifiedPlaces: Array<{ name: string, line: string }>, stops: Array<{ kind: StopKind, line: string, meal: MealKind | null, placeId: string | null, name: string, area: string | null, slot: TimeSlot, start: string, minutes: number, cost: number, note: string | null, position: { lat: number, lng: number, approximate: boolean } | null, next: { mode: TravelMode, minutes: number, km: number } | null }> }>, extraCosts: Array<{ label: string, amount: number, note: string | null, category: ExtraCostCategory | null }> }, members: Array<{ userId: number, username: string, role: TripRole, joinedAt: string }>, invitations: Array<{ id: number, email: string, role: TripRole, expiresAt: string }> }, changes: Array<{ by: string | null, byMe: boolean, what: TripChangeKind, day: number | null }> } };

export type TripAndExpensesChangesSubscriptionVariables = Exact<{
  id: number;
}>;


export type TripAndExpensesChangesSubscription = { tripChanges: { trip: { id: number, myPart: TripPart, ownerName: string, memberCount: number, destinationCountry: string, cities: Array<string>, originAirport: string, travelMonth: number, currency: string, duration: number, budget: number, startDate: string | null, status: TripStatus, savedType: ItineraryType, version: number, savedItinerary: { destination: string, totalBudget: number, currency: string, duration: number, startDate: string | null, overview: string, tips: Array<string>, unverifiedPlaceCount: number | null, days: Array<{ day: number, title: string, activities: Array<string>, accommodation: string, transportation: string, meals: Array<string>, costs: { accommodation: number, meals: number, activities: number, transportation: number }, unverifiedPlaces: Array<{ name: string, line: string }>, stops: Array<{ kind: StopKind, line: string, meal: MealKind | null, placeId: string | null, name: string, area: string | null, slot: TimeSlot, start: string, minutes: number, cost: number, note: string | null, position: { lat: number, lng: number, approximate: boolean } | null, next: { mode: TravelMode, minutes: number, km: number } | null }> }>, extraCosts: Array<{ label: string, amount: number, note: string | null, category: ExtraCostCategory | null }> }, members: Array<{ userId: number, username: string, role: TripRole, joinedAt: string }>, invitations: Array<{ id: number, email: string, role: TripRole, expiresAt: string }>, expenses: { people: Array<{ userId: number, username: string, former: boolean }>, expenses: Array<{ id: number, amount: string, amountMinor: number, currency: string, category: ExpenseCategory, day: number | null, paidBy: number, split: ExpenseSplit, note: string, phpRate: string, rateDate: string | null, rateSource: string, amountPhp: number, createdAt: string, shares: Array<{ userId: number, weight: number, amount: string, amountPhp: number }> }>, balances: Array<{ userId: number, paid: number, owed: number, balance: number }>, transfers: Array<{ from: number, to: number, amountPhp: number }>, budget: { currency: string, phpRate: string | null, rateDate: string | null, categories: Array<{ category: ExpenseCategory, line: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } }>, days: Array<{ day: number | null, line: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } }>, total: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } } } }, changes: Array<{ by: string | null, byMe: boolean, what: TripChangeKind, day: number | null }> } };

export type TripShareLinkFieldsFragment = { id: number, shareLink: { url: string, createdAt: string } | null };

export type TripShareLinkQueryVariables = Exact<{
  id: number;
}>;


export type TripShareLinkQuery = { trip: { id: number, shareLink: { url: string, createdAt: string } | null } };

export type ShareTripMutationVariables = Exact<{
  tripId: number;
}>;


export type ShareTripMutation = { shareTrip: { id: number, shareLink: { url: string, createdAt: string } | null } };

export type UnshareTripMutationVariables = Exact<{
  tripId: number;
}>;


export type UnshareTripMutation = { unshareTrip: { id: number, shareLink: { url: string, createdAt: string } | null } };

export type SharedTripQueryVariables = Exact<{
  token: string;
}>;


export type SharedTripQuery = { sharedTrip: { destinationCountry: string, cities: Array<string>, originAirport: string, travelMonth: number, currency: string, duration: number, budget: number, startDate: string | null, status: TripStatus, savedType: ItineraryType, savedItinerary: { destination: string, totalBudget: number, currency: string, duration: number, startDate: string | null, overview: string, tips: Array<string>, unverifiedPlaceCount: number | null, days: Array<{ day: number, title: string, activities: Array<string>, accommodation: string, transportation: string, meals: Array<string>, costs: { accommodation: number, meals: number, activities: number, transportation: number }, unverifiedPlaces: Array<{ name: string, line: string }>, stops: Array<{ kind: StopKind, line: string, meal: MealKind | null, placeId: string | null, name: string, area: string | null, slot: TimeSlot, start: string, minutes: number, cost: number, note: string | null, position: { lat: number, lng: number, approximate: boolean } | null, next: { mode: TravelMode, minutes: number, km: number } | null }> }>, extraCosts: Array<{ label: string, amount: number, note: string | null, category: ExtraCostCategory | null }> } } | null };

type BookingFields_FoundBooking_Fragment = { kind: BookingKind, day: number | null, reference: string | null, flight: { carrier: string, flightNumber: string, from: { airport: string, terminal: string | null, at: string, zone: string | null }, to: { airport: string, terminal: string | null, at: string, zone: string | null } } | null, stay: { name: string, address: string | null, checkIn: string, checkOut: string, checkInTime: string | null } | null, activity: { name: string, date: string, time: string | null, meetingPoint: string | null } | null };

type BookingFields_TripBooking_Fragment = { kind: BookingKind, day: number | null, reference: string | null, flight: { carrier: string, flightNumber: string, from: { airport: string, terminal: string | null, at: string, zone: string | null }, to: { airport: string, terminal: string | null, at: string, zone: string | null } } | null, stay: { name: string, address: string | null, checkIn: string, checkOut: string, checkInTime: string | null } | null, activity: { name: string, date: string, time: string | null, meetingPoint: string | null } | null };

export type BookingFieldsFragment =
  | BookingFields_FoundBooking_Fragment
  | BookingFields_TripBooking_Fragment
;

export type TripBookingsQueryVariables = Exact<{
  id: number;
}>;


export type TripBookingsQuery = { trip: { id: number, bookings: Array<{ id: number, kind: BookingKind, day: number | null, reference: string | null, flight: { carrier: string, flightNumber: string, from: { airport: string, terminal: string | null, at: string, zone: string | null }, to: { airport: string, terminal: string | null, at: string, zone: string | null } } | null, stay: { name: string, address: string | null, checkIn: string, checkOut: string, checkInTime: string | null } | null, activity: { name: string, date: string, time: string | null, meetingPoint: string | null } | null }> } };

export type BookingMailboxQueryVariables = Exact<{
  id: number;
}>;


export type BookingMailboxQuery = { bookingForwarding: boolean, trip: { id: number, bookingMailbox: { address: string, createdAt: string } | null } };

export type RenewBookingMailboxMutationVariables = Exact<{
  tripId: number;
}>;


export type RenewBookingMailboxMutation = { renewBookingMailbox: { address: string } };

export type CloseBookingMailboxMutationVariables = Exact<{
  tripId: number;
}>;


export type CloseBookingMailboxMutation = { closeBookingMailbox: boolean };

export type PreviewBookingsMutationVariables = Exact<{
  tripId: number;
  text: string;
}>;


export type PreviewBookingsMutation = { previewBookings: { source: string | null, recognized: Array<string>, bookings: Array<{ kind: BookingKind, day: number | null, reference: string | null, flight: { carrier: string, flightNumber: string, from: { airport: string, terminal: string | null, at: string, zone: string | null }, to: { airport: string, terminal: string | null, at: string, zone: string | null } } | null, stay: { name: string, address: string | null, checkIn: string, checkOut: string, checkInTime: string | null } | null, activity: { name: string, date: string, time: string | null, meetingPoint: string | null } | null }> } };

export type AddBookingsMutationVariables = Exact<{
  tripId: number;
  text: string;
}>;


export type AddBookingsMutation = { addBookings: Array<{ id: number }> };

export type RemoveBookingMutationVariables = Exact<{
  tripId: number;
  bookingId: number;
}>;


export type RemoveBookingMutation = { removeBooking: boolean };

export type SavedTripQueryVariables = Exact<{
  id: number;
}>;


export type SavedTripQuery = { trip: { myPart: TripPart, id: number, destinationCountry: string, cities: Array<string>, originAirport: string, travelMonth: number, currency: string, duration: number, budget: number, startDate: string | null, status: TripStatus, savedType: ItineraryType, version: number, memberCount: number, savedItinerary: { destination: string, totalBudget: number, currency: string, duration: number, startDate: string | null, overview: string, tips: Array<string>, unverifiedPlaceCount: number | null, days: Array<{ day: number, title: string, activities: Array<string>, accommodation: string, transportation: string, meals: Array<string>, costs: { accommodation: number, meals: number, activities: number, transportation: number }, unverifiedPlaces: Array<{ name: string, line: string }>, stops: Array<{ kind: StopKind, line: string, meal: MealKind | null, placeId: string | null, name: string, area: string | null, slot: TimeSlot, start: string, minutes: number, cost: number, note: string | null, position: { lat: number, lng: number, approximate: boolean } | null, next: { mode: TravelMode, minutes: number, km: number } | null }> }>, extraCosts: Array<{ label: string, amount: number, note: string | null, category: ExtraCostCategory | null }> } } };

export type TripExpensesFragment = { id: number, expenses: { people: Array<{ userId: number, username: string, former: boolean }>, expenses: Array<{ id: number, amount: string, amountMinor: number, currency: string, category: ExpenseCategory, day: number | null, paidBy: number, split: ExpenseSplit, note: string, phpRate: string, rateDate: string | null, rateSource: string, amountPhp: number, createdAt: string, shares: Array<{ userId: number, weight: number, amount: string, amountPhp: number }> }>, balances: Array<{ userId: number, paid: number, owed: number, balance: number }>, transfers: Array<{ from: number, to: number, amountPhp: number }>, budget: { currency: string, phpRate: string | null, rateDate: string | null, categories: Array<{ category: ExpenseCategory, line: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } }>, days: Array<{ day: number | null, line: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } }>, total: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } } } };

export type BudgetLineFiguresFragment = { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number };

export type TripExpensesQueryVariables = Exact<{
  id: number;
}>;


export type TripExpensesQuery = { trip: { id: number, expenses: { people: Array<{ userId: number, username: string, former: boolean }>, expenses: Array<{ id: number, amount: string, amountMinor: number, currency: string, category: ExpenseCategory, day: number | null, paidBy: number, split: ExpenseSplit, note: string, phpRate: string, rateDate: string | null, rateSource: string, amountPhp: number, createdAt: string, shares: Array<{ userId: number, weight: number, amount: string, amountPhp: number }> }>, balances: Array<{ userId: number, paid: number, owed: number, balance: number }>, transfers: Array<{ from: number, to: number, amountPhp: number }>, budget: { currency: string, phpRate: string | null, rateDate: string | null, categories: Array<{ category: ExpenseCategory, line: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } }>, days: Array<{ day: number | null, line: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } }>, total: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } } } } };

export type AddExpenseMutationVariables = Exact<{
  tripId: number;
  input: ExpenseInput;
}>;


export type AddExpenseMutation = { addExpense: { id: number, expenses: { people: Array<{ userId: number, username: string, former: boolean }>, expenses: Array<{ id: number, amount: string, amountMinor: number, currency: string, category: ExpenseCategory, day: number | null, paidBy: number, split: ExpenseSplit, note: string, phpRate: string, rateDate: string | null, rateSource: string, amountPhp: number, createdAt: string, shares: Array<{ userId: number, weight: number, amount: string, amountPhp: number }> }>, balances: Array<{ userId: number, paid: number, owed: number, balance: number }>, transfers: Array<{ from: number, to: number, amountPhp: number }>, budget: { currency: string, phpRate: string | null, rateDate: string | null, categories: Array<{ category: ExpenseCategory, line: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } }>, days: Array<{ day: number | null, line: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } }>, total: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } } } } };

export type UpdateExpenseMutationVariables = Exact<{
  tripId: number;
  expenseId: number;
  input: ExpenseInput;
}>;


export type UpdateExpenseMutation = { updateExpense: { id: number, expenses: { people: Array<{ userId: number, username: string, former: boolean }>, expenses: Array<{ id: number, amount: string, amountMinor: number, currency: string, category: ExpenseCategory, day: number | null, paidBy: number, split: ExpenseSplit, note: string, phpRate: string, rateDate: string | null, rateSource: string, amountPhp: number, createdAt: string, shares: Array<{ userId: number, weight: number, amount: string, amountPhp: number }> }>, balances: Array<{ userId: number, paid: number, owed: number, balance: number }>, transfers: Array<{ from: number, to: number, amountPhp: number }>, budget: { currency: string, phpRate: string | null, rateDate: string | null, categories: Array<{ category: ExpenseCategory, line: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } }>, days: Array<{ day: number | null, line: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } }>, total: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } } } } };

export type DeleteExpenseMutationVariables = Exact<{
  tripId: number;
  expenseId: number;
}>;


export type DeleteExpenseMutation = { deleteExpense: { id: number, expenses: { people: Array<{ userId: number, username: string, former: boolean }>, expenses: Array<{ id: number, amount: string, amountMinor: number, currency: string, category: ExpenseCategory, day: number | null, paidBy: number, split: ExpenseSplit, note: string, phpRate: string, rateDate: string | null, rateSource: string, amountPhp: number, createdAt: string, shares: Array<{ userId: number, weight: number, amount: string, amountPhp: number }> }>, balances: Array<{ userId: number, paid: number, owed: number, balance: number }>, transfers: Array<{ from: number, to: number, amountPhp: number }>, budget: { currency: string, phpRate: string | null, rateDate: string | null, categories: Array<{ category: ExpenseCategory, line: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } }>, days: Array<{ day: number | null, line: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } }>, total: { planned: number, plannedPhp: number | null, spent: number | null, spentPhp: number } } } } };

export type SavedTripCardFragment = { id: number, destinationCountry: string, cities: Array<string>, originAirport: string, travelMonth: number, currency: string, duration: number, budget: number, startDate: string | null, status: TripStatus, savedType: ItineraryType, version: number, memberCount: number, savedItinerary: { destination: string, totalBudget: number, currency: string } };

export type SavedItineraryDetailFragment = { destination: string, totalBudget: number, currency: string, duration: number, startDate: string | null, overview: string, tips: Array<string>, unverifiedPlaceCount: number | null, days: Array<{ day: number, title: string, activities: Array<string>, accommodation: string, transportation: string, meals: Array<string>, costs: { accommodation: number, meals: number, activities: number, transportation: number }, unverifiedPlaces: Array<{ name: string, line: string }>, stops: Array<{ kind: StopKind, line: string, meal: MealKind | null, placeId: string | null, name: string, area: string | null, slot: TimeSlot, start: string, minutes: number, cost: number, note: string | null, position: { lat: number, lng: number, approximate: boolean } | null, next: { mode: TravelMode, minutes: number, km: number } | null }> }>, extraCosts: Array<{ label: string, amount: number, note: string | null, category: ExtraCostCategory | null }> };

export type SavedTripDetailFragment = { id: number, destinationCountry: string, cities: Array<string>, originAirport: string, travelMonth: number, currency: string, duration: number, budget: number, startDate: string | null, status: TripStatus, savedType: ItineraryType, version: number, memberCount: number, savedItinerary: { destination: string, totalBudget: number, currency: string, duration: number, startDate: string | null, overview: string, tips: Array<string>, unverifiedPlaceCount: number | null, days: Array<{ day: number, title: string, activities: Array<string>, accommodation: string, transportation: string, meals: Array<string>, costs: { accommodation: number, meals: number, activities: number, transportation: number }, unverifiedPlaces: Array<{ name: string, line: string }>, stops: Array<{ kind: StopKind, line: string, meal: MealKind | null, placeId: string | null, name: string, area: string | null, slot: TimeSlot, start: string, minutes: number, cost: number, note: string | null, position: { lat: number, lng: number, approximate: boolean } | null, next: { mode: TravelMode, minutes: number, km: number } | null }> }>, extraCosts: Array<{ label: string, amount: number, note: string | null, category: ExtraCostCategory | null }> } };

export type SavedTripCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedTripCountsQuery = { tripCounts: { upcoming: number, past: number, canceled: number } };

export type SavedTripListQueryVariables = Exact<{
  status: TripStatus;
  after?: string | null | undefined;
}>;


export type SavedTripListQuery = { trips: { edges: Array<{ node: { id: number, destinationCountry: string, cities: Array<string>, originAirport: string, travelMonth: number, currency: string, duration: number, budget: number, startDate: string | null, status: TripStatus, savedType: ItineraryType, version: number, memberCount: number, savedItinerary: { destination: string, totalBudget: number, currency: string } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type TripTravelersFragment = { id: number, myPart: TripPart, ownerName: string, memberCount: number, members: Array<{ userId: number, username: string, role: TripRole, joinedAt: string }>, invitations: Array<{ id: number, email: string, role: TripRole, expiresAt: string }> };

export type TripTravelersQueryVariables = Exact<{
  id: number;
}>;


export type TripTravelersQuery = { trip: { id: number, myPart: TripPart, ownerName: string, memberCount: number, members: Array<{ userId: number, username: string, role: TripRole, joinedAt: string }>, invitations: Array<{ id: number, email: string, role: TripRole, expiresAt: string }> } };

export type InviteToTripMutationVariables = Exact<{
  tripId: number;
  email: string;
  role: TripRole;
}>;


export type InviteToTripMutation = { inviteToTrip: { id: number, myPart: TripPart, ownerName: string, memberCount: number, members: Array<{ userId: number, username: string, role: TripRole, joinedAt: string }>, invitations: Array<{ id: number, email: string, role: TripRole, expiresAt: string }> } };

export type RevokeTripInvitationMutationVariables = Exact<{
  tripId: number;
  invitationId: number;
}>;


export type RevokeTripInvitationMutation = { revokeTripInvitation: { id: number, myPart: TripPart, ownerName: string, memberCount: number, members: Array<{ userId: number, username: string, role: TripRole, joinedAt: string }>, invitations: Array<{ id: number, email: string, role: TripRole, expiresAt: string }> } };

export type ChangeTripMemberRoleMutationVariables = Exact<{
  tripId: number;
  userId: number;
  role: TripRole;
}>;


export type ChangeTripMemberRoleMutation = { changeTripMemberRole: { id: number, myPart: TripPart, ownerName: string, memberCount: number, members: Array<{ userId: number, username: string, role: TripRole, joinedAt: string }>, invitations: Array<{ id: number, email: string, role: TripRole, expiresAt: string }> } };

export type RemoveTripMemberMutationVariables = Exact<{
  tripId: number;
  userId: number;
}>;


export type RemoveTripMemberMutation = { removeTripMember: { id: number, myPart: TripPart, ownerName: string, memberCount: number, members: Array<{ userId: number, username: string, role: TripRole, joinedAt: string }>, invitations: Array<{ id: number, email: string, role: TripRole, expiresAt: string }> } };

export type LeaveTripMutationVariables = Exact<{
  tripId: number;
}>;


export type LeaveTripMutation = { leaveTrip: boolean };

export type SharedTripListQueryVariables = Exact<{ [key: string]: never; }>;


export type SharedTripListQuery = { sharedTrips: Array<{ myPart: TripPart, id: number, destinationCountry: string, cities: Array<string>, originAirport: string, travelMonth: number, currency: string, duration: number, budget: number, startDate: string | null, status: TripStatus, savedType: ItineraryType, version: number, memberCount: number, savedItinerary: { destination: string, totalBudget: number, currency: string } }> };

export type TripInvitationPreviewQueryVariables = Exact<{
  token: string;
}>;


export type TripInvitationPreviewQuery = { tripInvitation: { tripId: number, destination: string, invitedBy: string, role: TripRole, email: string, expiresAt: string } };

export type AcceptTripInvitationMutationVariables = Exact<{
  token: string;
}>;


export type AcceptTripInvitationMutation = { acceptTripInvitation: { id: number, myPart: TripPart } };

export type VisaRequirementsQueryVariables = Exact<{
  input: VisaCheckInput;
}>;


export type VisaRequirementsQuery = { visaRequirements: { country: string, countryCode: string, travelPurpose: string, nationality: string, requirement: string, visaFree: boolean, stayDuration: string | null, documents: Array<string>, processingTime: string, fees: string, additionalInfo: Array<string>, visaType: string | null, status: VisaAnswerStatus, statusNote: string | null, lastChecked: string | null, sources: Array<{ title: string, url: string | null, publisher: string, date: string | null }>, officialLink: { title: string, url: string } | null } };

export type AccountLocaleQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountLocaleQuery = { me: { id: number, locale: Locale } | null };

export type UpdateLocaleMutationVariables = Exact<{
  locale: Locale;
}>;


export type UpdateLocaleMutation = { updateLocale: { id: number, locale: Locale } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: number, username: string, email: string, fullName: string | null, isVerified: boolean } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type PesoRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type PesoRatesQuery = { pesoRates: Array<{ currency: string, php: number, date: string, confirmed: boolean }> };

export type TripFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TripFormOptionsQuery = { tripFormOptions: { originAirports: Array<{ code: string, label: string }>, destinationCountries: Array<{ code: string, name: string, cities: Array<string> }>, currencies: Array<{ code: string, label: string }>, preferences: Array<{ key: string, label: string }>, months: Array<{ value: number, label: string }>, limits: { durationMin: number, durationMax: number, defaultDuration: number, budgetMin: number, budgetStep: number, defaultBudget: number, defaultCurrency: string } } };

export const TripToAddPlaceToFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripToAddPlaceTo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<TripToAddPlaceToFragment, unknown>;
export const TripReadinessFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripReadinessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripReadiness"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"tickedIds"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passportExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"travelerType"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"travelPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"ticketClass"}},{"kind":"Field","name":{"kind":"Name","value":"affidavitOfSupport"}},{"kind":"Field","name":{"kind":"Name","value":"travelingWithoutParent"}},{"kind":"Field","name":{"kind":"Name","value":"ofwDependent"}},{"kind":"Field","name":{"kind":"Name","value":"permanentResidentAbroad"}},{"kind":"Field","name":{"kind":"Name","value":"governmentEmployee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountPHP"}},{"kind":"Field","name":{"kind":"Name","value":"caveat"}},{"kind":"Field","name":{"kind":"Name","value":"lastChecked"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]} as unknown as DocumentNode<TripReadinessFieldsFragment, unknown>;
export const TripShareLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shareLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<TripShareLinkFieldsFragment, unknown>;
export const BookingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"flight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"flightNumber"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"airport"}},{"kind":"Field","name":{"kind":"Name","value":"terminal"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"airport"}},{"kind":"Field","name":{"kind":"Name","value":"terminal"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPoint"}}]}}]}}]} as unknown as DocumentNode<BookingFieldsFragment, unknown>;
export const BudgetLineFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLineFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"plannedPhp"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"spentPhp"}}]}}]} as unknown as DocumentNode<BudgetLineFiguresFragment, unknown>;
export const TripExpensesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripExpenses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"former"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"phpRate"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"rateSource"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"phpRate"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLineFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"plannedPhp"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"spentPhp"}}]}}]} as unknown as DocumentNode<TripExpensesFragment, unknown>;
export const SavedTripCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"destinationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"originAirport"}},{"kind":"Field","name":{"kind":"Name","value":"travelMonth"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"savedType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<SavedTripCardFragment, unknown>;
export const DayStopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayStop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"placeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"approximate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"km"}}]}}]}}]} as unknown as DocumentNode<DayStopFragment, unknown>;
export const SavedItineraryDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItineraryDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DayStop"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaceCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayStop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"placeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"approximate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"km"}}]}}]}}]} as unknown as DocumentNode<SavedItineraryDetailFragment, unknown>;
export const SavedTripDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripCard"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedItineraryDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayStop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"placeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"approximate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"km"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"destinationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"originAirport"}},{"kind":"Field","name":{"kind":"Name","value":"travelMonth"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"savedType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItineraryDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DayStop"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaceCount"}}]}}]} as unknown as DocumentNode<SavedTripDetailFragment, unknown>;
export const TripTravelersFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripTravelers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myPart"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<TripTravelersFragment, unknown>;
export const FooterHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FooterHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<FooterHealthQuery, FooterHealthQueryVariables>;
export const MapSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}}]}}]}}]} as unknown as DocumentNode<MapSettingsQuery, MapSettingsQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ResendVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResendVerificationMutation, ResendVerificationMutationVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyVerified"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const BookingWidgetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingWidgets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingWidgets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"}},{"kind":"Field","name":{"kind":"Name","value":"hotel"}},{"kind":"Field","name":{"kind":"Name","value":"flight"}}]}}]}}]} as unknown as DocumentNode<BookingWidgetsQuery, BookingWidgetsQueryVariables>;
export const OAuthConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OAuthConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthAuthorizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oauthConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"redirectHost"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]} as unknown as DocumentNode<OAuthConsentQuery, OAuthConsentQueryVariables>;
export const ApproveOAuthAuthorizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveOAuthAuthorization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthAuthorizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveOAuthAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}}]}]}}]} as unknown as DocumentNode<ApproveOAuthAuthorizationMutation, ApproveOAuthAuthorizationMutationVariables>;
export const DenyOAuthAuthorizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DenyOAuthAuthorization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthAuthorizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"denyOAuthAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}}]}]}}]} as unknown as DocumentNode<DenyOAuthAuthorizationMutation, DenyOAuthAuthorizationMutationVariables>;
export const SubmitContactRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitContactRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContactRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitContactRequestMutation, SubmitContactRequestMutationVariables>;
export const DealsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Deals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DealType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"featuredOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"featuredOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"featuredOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"imageKey"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}}]}}]}}]} as unknown as DocumentNode<DealsQuery, DealsQueryVariables>;
export const SubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const PrivacyContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrivacyContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privacyContactEmail"}}]}}]} as unknown as DocumentNode<PrivacyContactQuery, PrivacyContactQueryVariables>;
export const TripsToAddPlaceToDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripsToAddPlaceTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"upcoming"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripToAddPlaceTo"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedTrips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripToAddPlaceTo"}},{"kind":"Field","name":{"kind":"Name","value":"myPart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripToAddPlaceTo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<TripsToAddPlaceToQuery, TripsToAddPlaceToQueryVariables>;
export const AddPlaceToTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPlaceToTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"placeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPlaceToTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"placeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"placeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<AddPlaceToTripMutation, AddPlaceToTripMutationVariables>;
export const LocalSecretsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocalSecrets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalSecretsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localSecrets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"livePlaces"}},{"kind":"Field","name":{"kind":"Name","value":"places"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approximateLocation"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"openNow"}},{"kind":"Field","name":{"kind":"Name","value":"priceLevel"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"aiTip"}},{"kind":"Field","name":{"kind":"Name","value":"distanceMeters"}},{"kind":"Field","name":{"kind":"Name","value":"hoursToday"}},{"kind":"Field","name":{"kind":"Name","value":"hoursNote"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastChecked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"bestTimeToVisit"}},{"kind":"Field","name":{"kind":"Name","value":"thisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"localEtiquette"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenGem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tip"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LocalSecretsQuery, LocalSecretsQueryVariables>;
export const LocalSecretsSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocalSecretsSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localSecretsCities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mapSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}}]}}]}}]} as unknown as DocumentNode<LocalSecretsSetupQuery, LocalSecretsSetupQueryVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const CalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"webcalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CalendarFeedQuery, CalendarFeedQueryVariables>;
export const RenewCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"webcalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RenewCalendarFeedMutation, RenewCalendarFeedMutationVariables>;
export const RevokeCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCalendarFeed"}}]}}]} as unknown as DocumentNode<RevokeCalendarFeedMutation, RevokeCalendarFeedMutationVariables>;
export const ConnectedAppsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectedApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectedApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"redirectHost"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<ConnectedAppsQuery, ConnectedAppsQueryVariables>;
export const RevokeConnectedAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeConnectedApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeConnectedApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeConnectedAppMutation, RevokeConnectedAppMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ChangeEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]}}]} as unknown as DocumentNode<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const ExportAccountDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportAccountData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportAccountData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<ExportAccountDataMutation, ExportAccountDataMutationVariables>;
export const TripReadinessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripReadiness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripReadiness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripReadinessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripReadinessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripReadiness"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"tickedIds"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passportExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"travelerType"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"travelPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"ticketClass"}},{"kind":"Field","name":{"kind":"Name","value":"affidavitOfSupport"}},{"kind":"Field","name":{"kind":"Name","value":"travelingWithoutParent"}},{"kind":"Field","name":{"kind":"Name","value":"ofwDependent"}},{"kind":"Field","name":{"kind":"Name","value":"permanentResidentAbroad"}},{"kind":"Field","name":{"kind":"Name","value":"governmentEmployee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountPHP"}},{"kind":"Field","name":{"kind":"Name","value":"caveat"}},{"kind":"Field","name":{"kind":"Name","value":"lastChecked"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]} as unknown as DocumentNode<TripReadinessQuery, TripReadinessQueryVariables>;
export const UpdateTripReadinessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTripReadiness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTripReadinessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTripReadiness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripReadinessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripReadinessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TripReadiness"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"tickedIds"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passportExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"travelerType"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"travelPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"ticketClass"}},{"kind":"Field","name":{"kind":"Name","value":"affidavitOfSupport"}},{"kind":"Field","name":{"kind":"Name","value":"travelingWithoutParent"}},{"kind":"Field","name":{"kind":"Name","value":"ofwDependent"}},{"kind":"Field","name":{"kind":"Name","value":"permanentResidentAbroad"}},{"kind":"Field","name":{"kind":"Name","value":"governmentEmployee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountPHP"}},{"kind":"Field","name":{"kind":"Name","value":"caveat"}},{"kind":"Field","name":{"kind":"Name","value":"lastChecked"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateTripReadinessMutation, UpdateTripReadinessMutationVariables>;
export const ChangeDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DayChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedItineraryDetail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayStop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"placeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"approximate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"km"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItineraryDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DayStop"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaceCount"}}]}}]} as unknown as DocumentNode<ChangeDayMutation, ChangeDayMutationVariables>;
export const SaveTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveTripMutation, SaveTripMutationVariables>;
export const TravelCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TravelCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"travelCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"holidaysDeclared"}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"dayOff"}}]}},{"kind":"Field","name":{"kind":"Name","value":"longWeekends"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proclamation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"weather"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TravelCalendarQuery, TravelCalendarQueryVariables>;
export const ChangeTripDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeTripDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instruction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeTripDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}},{"kind":"Argument","name":{"kind":"Name","value":"instruction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instruction"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"destinationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"originAirport"}},{"kind":"Field","name":{"kind":"Name","value":"travelMonth"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"savedType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayStop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"placeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"approximate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"km"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItineraryDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DayStop"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaceCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripCard"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedItineraryDetail"}}]}}]}}]} as unknown as DocumentNode<ChangeTripDayMutation, ChangeTripDayMutationVariables>;
export const ChangeTripStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeTripStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTripStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ChangeTripStatusMutation, ChangeTripStatusMutationVariables>;
export const CreateTripFromDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTripFromDialog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"destinationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"originAirport"}},{"kind":"Field","name":{"kind":"Name","value":"travelMonth"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"savedType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<CreateTripFromDialogMutation, CreateTripFromDialogMutationVariables>;
export const SaveCustomizedTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCustomizedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTripInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveCustomizedTripMutation, SaveCustomizedTripMutationVariables>;
export const DeleteTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTripMutation, DeleteTripMutationVariables>;
export const DestinationPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DestinationPhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"destination"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destinationPhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"destination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"destination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"photographerName"}},{"kind":"Field","name":{"kind":"Name","value":"photographerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoPageUrl"}}]}}]}}]} as unknown as DocumentNode<DestinationPhotoQuery, DestinationPhotoQueryVariables>;
export const EditTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTripInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"destinationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"originAirport"}},{"kind":"Field","name":{"kind":"Name","value":"travelMonth"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"savedType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<EditTripMutation, EditTripMutationVariables>;
export const EditTripItineraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditTripItinerary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItineraryType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itinerary"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItineraryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTripItinerary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"itinerary"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itinerary"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"destinationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"originAirport"}},{"kind":"Field","name":{"kind":"Name","value":"travelMonth"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"savedType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayStop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"placeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"approximate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"km"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItineraryDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DayStop"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaceCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripCard"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedItineraryDetail"}}]}}]}}]} as unknown as DocumentNode<EditTripItineraryMutation, EditTripItineraryMutationVariables>;
export const TripChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TripChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripDetail"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripTravelers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"byMe"}},{"kind":"Field","name":{"kind":"Name","value":"what"}},{"kind":"Field","name":{"kind":"Name","value":"day"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"destinationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"originAirport"}},{"kind":"Field","name":{"kind":"Name","value":"travelMonth"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"savedType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayStop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"placeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"approximate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"km"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItineraryDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DayStop"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaceCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripCard"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedItineraryDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripTravelers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myPart"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<TripChangesSubscription, TripChangesSubscriptionVariables>;
export const TripAndExpensesChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TripAndExpensesChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripDetail"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripTravelers"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripExpenses"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"byMe"}},{"kind":"Field","name":{"kind":"Name","value":"what"}},{"kind":"Field","name":{"kind":"Name","value":"day"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"destinationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"originAirport"}},{"kind":"Field","name":{"kind":"Name","value":"travelMonth"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"savedType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayStop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"placeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"approximate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"km"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItineraryDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DayStop"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaceCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLineFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"plannedPhp"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"spentPhp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripCard"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedItineraryDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripTravelers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myPart"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripExpenses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"former"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"phpRate"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"rateSource"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"phpRate"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TripAndExpensesChangesSubscription, TripAndExpensesChangesSubscriptionVariables>;
export const TripShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripShareLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shareLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<TripShareLinkQuery, TripShareLinkQueryVariables>;
export const ShareTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripShareLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shareLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ShareTripMutation, ShareTripMutationVariables>;
export const UnshareTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnshareTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unshareTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripShareLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shareLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UnshareTripMutation, UnshareTripMutationVariables>;
export const SharedTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destinationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"originAirport"}},{"kind":"Field","name":{"kind":"Name","value":"travelMonth"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"savedType"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedItineraryDetail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayStop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"placeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"approximate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"km"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItineraryDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DayStop"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaceCount"}}]}}]} as unknown as DocumentNode<SharedTripQuery, SharedTripQueryVariables>;
export const TripBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"flight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"flightNumber"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"airport"}},{"kind":"Field","name":{"kind":"Name","value":"terminal"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"airport"}},{"kind":"Field","name":{"kind":"Name","value":"terminal"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPoint"}}]}}]}}]} as unknown as DocumentNode<TripBookingsQuery, TripBookingsQueryVariables>;
export const BookingMailboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingMailbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingForwarding"}},{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingMailbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<BookingMailboxQuery, BookingMailboxQueryVariables>;
export const RenewBookingMailboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewBookingMailbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewBookingMailbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<RenewBookingMailboxMutation, RenewBookingMailboxMutationVariables>;
export const CloseBookingMailboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseBookingMailbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeBookingMailbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}}]}]}}]} as unknown as DocumentNode<CloseBookingMailboxMutation, CloseBookingMailboxMutationVariables>;
export const PreviewBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"recognized"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"flight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"flightNumber"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"airport"}},{"kind":"Field","name":{"kind":"Name","value":"terminal"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"airport"}},{"kind":"Field","name":{"kind":"Name","value":"terminal"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPoint"}}]}}]}}]} as unknown as DocumentNode<PreviewBookingsMutation, PreviewBookingsMutationVariables>;
export const AddBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddBookingsMutation, AddBookingsMutationVariables>;
export const RemoveBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}]}]}}]} as unknown as DocumentNode<RemoveBookingMutation, RemoveBookingMutationVariables>;
export const SavedTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripDetail"}},{"kind":"Field","name":{"kind":"Name","value":"myPart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"destinationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"originAirport"}},{"kind":"Field","name":{"kind":"Name","value":"travelMonth"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"savedType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayStop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"placeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"approximate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"km"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedItineraryDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"overview"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"meals"}},{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"transportation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DayStop"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPlaceCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripCard"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedItineraryDetail"}}]}}]}}]} as unknown as DocumentNode<SavedTripQuery, SavedTripQueryVariables>;
export const TripExpensesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripExpenses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripExpenses"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLineFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"plannedPhp"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"spentPhp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripExpenses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"former"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"phpRate"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"rateSource"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"phpRate"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TripExpensesQuery, TripExpensesQueryVariables>;
export const AddExpenseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddExpense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpenseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addExpense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripExpenses"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLineFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"plannedPhp"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"spentPhp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripExpenses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"former"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"phpRate"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"rateSource"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"phpRate"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddExpenseMutation, AddExpenseMutationVariables>;
export const UpdateExpenseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateExpense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expenseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpenseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateExpense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expenseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expenseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripExpenses"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLineFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"plannedPhp"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"spentPhp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripExpenses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"former"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"phpRate"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"rateSource"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"phpRate"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateExpenseMutation, UpdateExpenseMutationVariables>;
export const DeleteExpenseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteExpense"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expenseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExpense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expenseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expenseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripExpenses"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetLineFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"plannedPhp"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"spentPhp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripExpenses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"former"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expenses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"phpRate"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"rateSource"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"amountPhp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"phpRate"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetLineFigures"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeleteExpenseMutation, DeleteExpenseMutationVariables>;
export const SavedTripCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedTripCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"past"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}}]}}]}}]} as unknown as DocumentNode<SavedTripCountsQuery, SavedTripCountsQueryVariables>;
export const SavedTripListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedTripList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripCard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"destinationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"originAirport"}},{"kind":"Field","name":{"kind":"Name","value":"travelMonth"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"savedType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<SavedTripListQuery, SavedTripListQueryVariables>;
export const TripTravelersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripTravelers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripTravelers"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripTravelers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myPart"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<TripTravelersQuery, TripTravelersQueryVariables>;
export const InviteToTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteToTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteToTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripTravelers"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripTravelers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myPart"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<InviteToTripMutation, InviteToTripMutationVariables>;
export const RevokeTripInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeTripInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invitationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeTripInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"invitationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invitationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripTravelers"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripTravelers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myPart"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<RevokeTripInvitationMutation, RevokeTripInvitationMutationVariables>;
export const ChangeTripMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeTripMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TripRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeTripMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripTravelers"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripTravelers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myPart"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ChangeTripMemberRoleMutation, ChangeTripMemberRoleMutationVariables>;
export const RemoveTripMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTripMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTripMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TripTravelers"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TripTravelers"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myPart"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<RemoveTripMemberMutation, RemoveTripMemberMutationVariables>;
export const LeaveTripDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveTrip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTrip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tripId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tripId"}}}]}]}}]} as unknown as DocumentNode<LeaveTripMutation, LeaveTripMutationVariables>;
export const SharedTripListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedTripList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedTrips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedTripCard"}},{"kind":"Field","name":{"kind":"Name","value":"myPart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedTripCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"destinationCountry"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"originAirport"}},{"kind":"Field","name":{"kind":"Name","value":"travelMonth"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"savedType"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"savedItinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<SharedTripListQuery, SharedTripListQueryVariables>;
export const TripInvitationPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripInvitationPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripId"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<TripInvitationPreviewQuery, TripInvitationPreviewQueryVariables>;
export const AcceptTripInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptTripInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptTripInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myPart"}}]}}]}}]} as unknown as DocumentNode<AcceptTripInvitationMutation, AcceptTripInvitationMutationVariables>;
export const VisaRequirementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisaRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VisaCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visaRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"travelPurpose"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"visaFree"}},{"kind":"Field","name":{"kind":"Name","value":"stayDuration"}},{"kind":"Field","name":{"kind":"Name","value":"documents"}},{"kind":"Field","name":{"kind":"Name","value":"processingTime"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"additionalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"visaType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"lastChecked"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"officialLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<VisaRequirementsQuery, VisaRequirementsQueryVariables>;
export const AccountLocaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountLocale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}}]} as unknown as DocumentNode<AccountLocaleQuery, AccountLocaleQueryVariables>;
export const UpdateLocaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLocale"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLocale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}}]} as unknown as DocumentNode<UpdateLocaleMutation, UpdateLocaleMutationVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const PesoRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PesoRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pesoRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"php"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]}}]} as unknown as DocumentNode<PesoRatesQuery, PesoRatesQueryVariables>;
export const TripFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TripFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tripFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"originAirports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destinationCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationMin"}},{"kind":"Field","name":{"kind":"Name","value":"durationMax"}},{"kind":"Field","name":{"kind":"Name","value":"defaultDuration"}},{"kind":"Field","name":{"kind":"Name","value":"budgetMin"}},{"kind":"Field","name":{"kind":"Name","value":"budgetStep"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBudget"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrency"}}]}}]}}]}}]} as unknown as DocumentNode<TripFormOptionsQuery, TripFormOptionsQueryVariables>;