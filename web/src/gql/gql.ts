/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query FooterHealth {\n    health {\n      version\n    }\n  }\n": typeof types.FooterHealthDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query BookingWidgets {\n    bookingWidgets {\n      activity\n      hotel\n      flight\n    }\n  }\n": typeof types.BookingWidgetsDocument,
    "\n  query Deals($type: DealType, $featuredOnly: Boolean) {\n    deals(type: $type, featuredOnly: $featuredOnly) {\n      id\n      type\n      title\n      description\n      originalPrice\n      discountedPrice\n      discountPercent\n      currency\n      validUntil\n      imageKey\n      provider\n      featured\n    }\n  }\n": typeof types.DealsDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      message\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  mutation SaveTrip($input: SaveTripInput!) {\n    saveTrip(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveTripDocument,
    "\n  mutation ChangeTripStatus($id: Int!, $status: TripStatus!) {\n    updateTripStatus(id: $id, status: $status) {\n      id\n      status\n      version\n    }\n  }\n": typeof types.ChangeTripStatusDocument,
    "\n  mutation CreateTripFromDialog($input: CreateTripInput!) {\n    createTrip(input: $input) {\n      ...SavedTripCard\n    }\n  }\n": typeof types.CreateTripFromDialogDocument,
    "\n  mutation SaveCustomizedTrip($input: SaveTripInput!) {\n    saveTrip(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveCustomizedTripDocument,
    "\n  mutation DeleteTrip($id: Int!) {\n    deleteTrip(id: $id)\n  }\n": typeof types.DeleteTripDocument,
    "\n  mutation EditTrip($id: Int!, $input: UpdateTripInput!, $expectedVersion: Int) {\n    updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...SavedTripCard\n    }\n  }\n": typeof types.EditTripDocument,
    "\n  mutation EditTripItinerary($id: Int!, $type: ItineraryType!, $itinerary: ItineraryInput!, $expectedVersion: Int) {\n    updateTripItinerary(id: $id, type: $type, itinerary: $itinerary, expectedVersion: $expectedVersion) {\n      ...SavedTripDetail\n    }\n  }\n": typeof types.EditTripItineraryDocument,
    "\n  query SavedTrip($id: Int!) {\n    trip(id: $id) {\n      ...SavedTripDetail\n    }\n  }\n": typeof types.SavedTripDocument,
    "\n  fragment SavedTripCard on Trip {\n    id\n    destinationCountry\n    cities\n    originAirport\n    travelMonth\n    currency\n    duration\n    budget\n    startDate\n    status\n    savedType\n    version\n    savedItinerary {\n      destination\n      totalBudget\n      currency\n    }\n  }\n": typeof types.SavedTripCardFragmentDoc,
    "\n  fragment SavedTripDetail on Trip {\n    ...SavedTripCard\n    savedItinerary {\n      duration\n      startDate\n      overview\n      tips\n      days {\n        day\n        title\n        activities\n        accommodation\n        transportation\n        meals\n        costs {\n          accommodation\n          meals\n          activities\n          transportation\n        }\n      }\n      extraCosts {\n        label\n        amount\n        note\n      }\n    }\n  }\n": typeof types.SavedTripDetailFragmentDoc,
    "\n  query SavedTripCounts {\n    tripCounts {\n      upcoming\n      past\n      canceled\n    }\n  }\n": typeof types.SavedTripCountsDocument,
    "\n  query SavedTripList($status: TripStatus!) {\n    trips(status: $status) {\n      ...SavedTripCard\n    }\n  }\n": typeof types.SavedTripListDocument,
    "\n  query VisaRequirements($input: VisaCheckInput!) {\n    visaRequirements(input: $input) {\n      country\n      countryCode\n      travelPurpose\n      nationality\n      requirement\n      visaFree\n      stayDuration\n      documents\n      processingTime\n      fees\n      additionalInfo\n      visaType\n      status\n      statusNote\n      lastChecked\n      sources {\n        title\n        url\n        publisher\n        date\n      }\n      officialLink {\n        title\n        url\n      }\n    }\n  }\n": typeof types.VisaRequirementsDocument,
    "\n  query TripFormOptions {\n    tripFormOptions {\n      originAirports {\n        code\n        label\n      }\n      destinationCountries {\n        code\n        name\n        cities\n      }\n      currencies {\n        code\n        label\n      }\n      preferences {\n        key\n        label\n      }\n      months {\n        value\n        label\n      }\n      limits {\n        durationMin\n        durationMax\n        defaultDuration\n        budgetMin\n        budgetStep\n        defaultBudget\n        defaultCurrency\n      }\n    }\n  }\n": typeof types.TripFormOptionsDocument,
};
const documents: Documents = {
    "\n  query FooterHealth {\n    health {\n      version\n    }\n  }\n": types.FooterHealthDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query BookingWidgets {\n    bookingWidgets {\n      activity\n      hotel\n      flight\n    }\n  }\n": types.BookingWidgetsDocument,
    "\n  query Deals($type: DealType, $featuredOnly: Boolean) {\n    deals(type: $type, featuredOnly: $featuredOnly) {\n      id\n      type\n      title\n      description\n      originalPrice\n      discountedPrice\n      discountPercent\n      currency\n      validUntil\n      imageKey\n      provider\n      featured\n    }\n  }\n": types.DealsDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      message\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  mutation SaveTrip($input: SaveTripInput!) {\n    saveTrip(input: $input) {\n      id\n    }\n  }\n": types.SaveTripDocument,
    "\n  mutation ChangeTripStatus($id: Int!, $status: TripStatus!) {\n    updateTripStatus(id: $id, status: $status) {\n      id\n      status\n      version\n    }\n  }\n": types.ChangeTripStatusDocument,
    "\n  mutation CreateTripFromDialog($input: CreateTripInput!) {\n    createTrip(input: $input) {\n      ...SavedTripCard\n    }\n  }\n": types.CreateTripFromDialogDocument,
    "\n  mutation SaveCustomizedTrip($input: SaveTripInput!) {\n    saveTrip(input: $input) {\n      id\n    }\n  }\n": types.SaveCustomizedTripDocument,
    "\n  mutation DeleteTrip($id: Int!) {\n    deleteTrip(id: $id)\n  }\n": types.DeleteTripDocument,
    "\n  mutation EditTrip($id: Int!, $input: UpdateTripInput!, $expectedVersion: Int) {\n    updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...SavedTripCard\n    }\n  }\n": types.EditTripDocument,
    "\n  mutation EditTripItinerary($id: Int!, $type: ItineraryType!, $itinerary: ItineraryInput!, $expectedVersion: Int) {\n    updateTripItinerary(id: $id, type: $type, itinerary: $itinerary, expectedVersion: $expectedVersion) {\n      ...SavedTripDetail\n    }\n  }\n": types.EditTripItineraryDocument,
    "\n  query SavedTrip($id: Int!) {\n    trip(id: $id) {\n      ...SavedTripDetail\n    }\n  }\n": types.SavedTripDocument,
    "\n  fragment SavedTripCard on Trip {\n    id\n    destinationCountry\n    cities\n    originAirport\n    travelMonth\n    currency\n    duration\n    budget\n    startDate\n    status\n    savedType\n    version\n    savedItinerary {\n      destination\n      totalBudget\n      currency\n    }\n  }\n": types.SavedTripCardFragmentDoc,
    "\n  fragment SavedTripDetail on Trip {\n    ...SavedTripCard\n    savedItinerary {\n      duration\n      startDate\n      overview\n      tips\n      days {\n        day\n        title\n        activities\n        accommodation\n        transportation\n        meals\n        costs {\n          accommodation\n          meals\n          activities\n          transportation\n        }\n      }\n      extraCosts {\n        label\n        amount\n        note\n      }\n    }\n  }\n": types.SavedTripDetailFragmentDoc,
    "\n  query SavedTripCounts {\n    tripCounts {\n      upcoming\n      past\n      canceled\n    }\n  }\n": types.SavedTripCountsDocument,
    "\n  query SavedTripList($status: TripStatus!) {\n    trips(status: $status) {\n      ...SavedTripCard\n    }\n  }\n": types.SavedTripListDocument,
    "\n  query VisaRequirements($input: VisaCheckInput!) {\n    visaRequirements(input: $input) {\n      country\n      countryCode\n      travelPurpose\n      nationality\n      requirement\n      visaFree\n      stayDuration\n      documents\n      processingTime\n      fees\n      additionalInfo\n      visaType\n      status\n      statusNote\n      lastChecked\n      sources {\n        title\n        url\n        publisher\n        date\n      }\n      officialLink {\n        title\n        url\n      }\n    }\n  }\n": types.VisaRequirementsDocument,
    "\n  query TripFormOptions {\n    tripFormOptions {\n      originAirports {\n        code\n        label\n      }\n      destinationCountries {\n        code\n        name\n        cities\n      }\n      currencies {\n        code\n        label\n      }\n      preferences {\n        key\n        label\n      }\n      months {\n        value\n        label\n      }\n      limits {\n        durationMin\n        durationMax\n        defaultDuration\n        budgetMin\n        budgetStep\n        defaultBudget\n        defaultCurrency\n      }\n    }\n  }\n": types.TripFormOptionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FooterHealth {\n    health {\n      version\n    }\n  }\n"): (typeof documents)["\n  query FooterHealth {\n    health {\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingWidgets {\n    bookingWidgets {\n      activity\n      hotel\n      flight\n    }\n  }\n"): (typeof documents)["\n  query BookingWidgets {\n    bookingWidgets {\n      activity\n      hotel\n      flight\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Deals($type: DealType, $featuredOnly: Boolean) {\n    deals(type: $type, featuredOnly: $featuredOnly) {\n      id\n      type\n      title\n      description\n      originalPrice\n      discountedPrice\n      discountPercent\n      currency\n      validUntil\n      imageKey\n      provider\n      featured\n    }\n  }\n"): (typeof documents)["\n  query Deals($type: DealType, $featuredOnly: Boolean) {\n    deals(type: $type, featuredOnly: $featuredOnly) {\n      id\n      type\n      title\n      description\n      originalPrice\n      discountedPrice\n      discountPercent\n      currency\n      validUntil\n      imageKey\n      provider\n      featured\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTrip($input: SaveTripInput!) {\n    saveTrip(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTrip($input: SaveTripInput!) {\n    saveTrip(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTripStatus($id: Int!, $status: TripStatus!) {\n    updateTripStatus(id: $id, status: $status) {\n      id\n      status\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeTripStatus($id: Int!, $status: TripStatus!) {\n    updateTripStatus(id: $id, status: $status) {\n      id\n      status\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTripFromDialog($input: CreateTripInput!) {\n    createTrip(input: $input) {\n      ...SavedTripCard\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTripFromDialog($input: CreateTripInput!) {\n    createTrip(input: $input) {\n      ...SavedTripCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCustomizedTrip($input: SaveTripInput!) {\n    saveTrip(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCustomizedTrip($input: SaveTripInput!) {\n    saveTrip(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTrip($id: Int!) {\n    deleteTrip(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTrip($id: Int!) {\n    deleteTrip(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditTrip($id: Int!, $input: UpdateTripInput!, $expectedVersion: Int) {\n    updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...SavedTripCard\n    }\n  }\n"): (typeof documents)["\n  mutation EditTrip($id: Int!, $input: UpdateTripInput!, $expectedVersion: Int) {\n    updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...SavedTripCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditTripItinerary($id: Int!, $type: ItineraryType!, $itinerary: ItineraryInput!, $expectedVersion: Int) {\n    updateTripItinerary(id: $id, type: $type, itinerary: $itinerary, expectedVersion: $expectedVersion) {\n      ...SavedTripDetail\n    }\n  }\n"): (typeof documents)["\n  mutation EditTripItinerary($id: Int!, $type: ItineraryType!, $itinerary: ItineraryInput!, $expectedVersion: Int) {\n    updateTripItinerary(id: $id, type: $type, itinerary: $itinerary, expectedVersion: $expectedVersion) {\n      ...SavedTripDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedTrip($id: Int!) {\n    trip(id: $id) {\n      ...SavedTripDetail\n    }\n  }\n"): (typeof documents)["\n  query SavedTrip($id: Int!) {\n    trip(id: $id) {\n      ...SavedTripDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedTripCard on Trip {\n    id\n    destinationCountry\n    cities\n    originAirport\n    travelMonth\n    currency\n    duration\n    budget\n    startDate\n    status\n    savedType\n    version\n    savedItinerary {\n      destination\n      totalBudget\n      currency\n    }\n  }\n"): (typeof documents)["\n  fragment SavedTripCard on Trip {\n    id\n    destinationCountry\n    cities\n    originAirport\n    travelMonth\n    currency\n    duration\n    budget\n    startDate\n    status\n    savedType\n    version\n    savedItinerary {\n      destination\n      totalBudget\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedTripDetail on Trip {\n    ...SavedTripCard\n    savedItinerary {\n      duration\n      startDate\n      overview\n      tips\n      days {\n        day\n        title\n        activities\n        accommodation\n        transportation\n        meals\n        costs {\n          accommodation\n          meals\n          activities\n          transportation\n        }\n      }\n      extraCosts {\n        label\n        amount\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SavedTripDetail on Trip {\n    ...SavedTripCard\n    savedItinerary {\n      duration\n      startDate\n      overview\n      tips\n      days {\n        day\n        title\n        activities\n        accommodation\n        transportation\n        meals\n        costs {\n          accommodation\n          meals\n          activities\n          transportation\n        }\n      }\n      extraCosts {\n        label\n        amount\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedTripCounts {\n    tripCounts {\n      upcoming\n      past\n      canceled\n    }\n  }\n"): (typeof documents)["\n  query SavedTripCounts {\n    tripCounts {\n      upcoming\n      past\n      canceled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedTripList($status: TripStatus!) {\n    trips(status: $status) {\n      ...SavedTripCard\n    }\n  }\n"): (typeof documents)["\n  query SavedTripList($status: TripStatus!) {\n    trips(status: $status) {\n      ...SavedTripCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisaRequirements($input: VisaCheckInput!) {\n    visaRequirements(input: $input) {\n      country\n      countryCode\n      travelPurpose\n      nationality\n      requirement\n      visaFree\n      stayDuration\n      documents\n      processingTime\n      fees\n      additionalInfo\n      visaType\n      status\n      statusNote\n      lastChecked\n      sources {\n        title\n        url\n        publisher\n        date\n      }\n      officialLink {\n        title\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query VisaRequirements($input: VisaCheckInput!) {\n    visaRequirements(input: $input) {\n      country\n      countryCode\n      travelPurpose\n      nationality\n      requirement\n      visaFree\n      stayDuration\n      documents\n      processingTime\n      fees\n      additionalInfo\n      visaType\n      status\n      statusNote\n      lastChecked\n      sources {\n        title\n        url\n        publisher\n        date\n      }\n      officialLink {\n        title\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripFormOptions {\n    tripFormOptions {\n      originAirports {\n        code\n        label\n      }\n      destinationCountries {\n        code\n        name\n        cities\n      }\n      currencies {\n        code\n        label\n      }\n      preferences {\n        key\n        label\n      }\n      months {\n        value\n        label\n      }\n      limits {\n        durationMin\n        durationMax\n        defaultDuration\n        budgetMin\n        budgetStep\n        defaultBudget\n        defaultCurrency\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripFormOptions {\n    tripFormOptions {\n      originAirports {\n        code\n        label\n      }\n      destinationCountries {\n        code\n        name\n        cities\n      }\n      currencies {\n        code\n        label\n      }\n      preferences {\n        key\n        label\n      }\n      months {\n        value\n        label\n      }\n      limits {\n        durationMin\n        durationMax\n        defaultDuration\n        budgetMin\n        budgetStep\n        defaultBudget\n        defaultCurrency\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;