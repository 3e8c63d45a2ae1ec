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
    "\n  query DestinationPhoto($destination: String!) {\n    destinationPhoto(destination: $destination) {\n      url\n      alt\n      photographerName\n      photographerUrl\n      photoPageUrl\n    }\n  }\n": typeof types.DestinationPhotoDocument,
    "\n  mutation CreateTripFromDialog($input: CreateTripInput!) {\n    createTrip(input: $input) {\n      ...SavedTripCard\n    }\n  }\n": typeof types.CreateTripFromDialogDocument,
    "\n  mutation SaveCustomizedTrip($input: SaveTripInput!) {\n    saveTrip(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveCustomizedTripDocument,
    "\n  fragment DayStop on Stop {\n    kind\n    line\n    meal\n    placeId\n    name\n    area\n    position {\n      lat\n      lng\n      approximate\n    }\n    slot\n    start\n    minutes\n    cost\n    note\n    next {\n      mode\n      minutes\n      km\n    }\n  }\n": typeof types.DayStopFragmentDoc,
    "\n  query MapSettings {\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n": typeof types.MapSettingsDocument,
    "\n  mutation DeleteTrip($id: Int!) {\n    deleteTrip(id: $id)\n  }\n": typeof types.DeleteTripDocument,
    "\n  mutation EditTrip($id: Int!, $input: UpdateTripInput!, $expectedVersion: Int) {\n    updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...SavedTripCard\n    }\n  }\n": typeof types.EditTripDocument,
    "\n  mutation EditTripItinerary($id: Int!, $type: ItineraryType!, $itinerary: ItineraryInput!, $expectedVersion: Int) {\n    updateTripItinerary(id: $id, type: $type, itinerary: $itinerary, expectedVersion: $expectedVersion) {\n      ...SavedTripDetail\n    }\n  }\n": typeof types.EditTripItineraryDocument,
    "\n  fragment SavedTripCard on Trip {\n    id\n    destinationCountry\n    cities\n    originAirport\n    travelMonth\n    currency\n    duration\n    budget\n    startDate\n    status\n    savedType\n    version\n    memberCount\n    savedItinerary {\n      destination\n      totalBudget\n      currency\n    }\n  }\n": typeof types.SavedTripCardFragmentDoc,
    "\n  fragment SavedItineraryDetail on Itinerary {\n    destination\n    totalBudget\n    currency\n    duration\n    startDate\n    overview\n    tips\n    days {\n      day\n      title\n      activities\n      accommodation\n      transportation\n      meals\n      costs {\n        accommodation\n        meals\n        activities\n        transportation\n      }\n      unverifiedPlaces {\n        name\n        line\n      }\n      stops {\n        ...DayStop\n      }\n    }\n    extraCosts {\n      label\n      amount\n      note\n      category\n    }\n    unverifiedPlaceCount\n  }\n": typeof types.SavedItineraryDetailFragmentDoc,
    "\n  fragment SavedTripDetail on Trip {\n    ...SavedTripCard\n    savedItinerary {\n      ...SavedItineraryDetail\n    }\n    bookings {\n      id\n      ...BookingFields\n    }\n  }\n": typeof types.SavedTripDetailFragmentDoc,
    "\n  query TripFormOptions {\n    tripFormOptions {\n      originAirports {\n        code\n        label\n      }\n      destinationCountries {\n        code\n        name\n        cities\n      }\n      currencies {\n        code\n        label\n      }\n      preferences {\n        key\n        label\n      }\n      months {\n        value\n        label\n      }\n      limits {\n        durationMin\n        durationMax\n        defaultDuration\n        budgetMin\n        budgetStep\n        defaultBudget\n        defaultCurrency\n      }\n    }\n  }\n": typeof types.TripFormOptionsDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      message\n    }\n  }\n": typeof types.ResendVerificationDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      alreadyVerified\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  query BookingWidgets {\n    bookingWidgets {\n      activity\n      hotel\n      flight\n    }\n  }\n": typeof types.BookingWidgetsDocument,
    "\n  fragment BookingFields on Booking {\n    kind\n    day\n    onDays {\n      day\n      role\n    }\n    reference\n    flight {\n      carrier\n      flightNumber\n      from {\n        airport\n        terminal\n        at\n        zone\n      }\n      to {\n        airport\n        terminal\n        at\n        zone\n      }\n    }\n    stay {\n      name\n      address\n      checkIn\n      checkOut\n      checkInTime\n    }\n    activity {\n      name\n      date\n      time\n      meetingPoint\n    }\n  }\n": typeof types.BookingFieldsFragmentDoc,
    "\n  query TripBookings($id: Int!) {\n    bookingsReadAnyFormat\n    trip(id: $id) {\n      id\n      bookings {\n        id\n        ...BookingFields\n      }\n    }\n  }\n": typeof types.TripBookingsDocument,
    "\n  query BookingMailbox($id: Int!) {\n    bookingForwarding\n    trip(id: $id) {\n      id\n      bookingMailbox {\n        address\n        createdAt\n      }\n    }\n  }\n": typeof types.BookingMailboxDocument,
    "\n  mutation RenewBookingMailbox($tripId: Int!) {\n    renewBookingMailbox(tripId: $tripId) {\n      address\n    }\n  }\n": typeof types.RenewBookingMailboxDocument,
    "\n  mutation CloseBookingMailbox($tripId: Int!) {\n    closeBookingMailbox(tripId: $tripId)\n  }\n": typeof types.CloseBookingMailboxDocument,
    "\n  mutation PreviewBookings($tripId: Int!, $text: String!) {\n    previewBookings(tripId: $tripId, text: $text) {\n      source\n      recognized\n      bookings {\n        ...BookingFields\n      }\n    }\n  }\n": typeof types.PreviewBookingsDocument,
    "\n  mutation AddBookings($tripId: Int!, $text: String!) {\n    addBookings(tripId: $tripId, text: $text) {\n      id\n    }\n  }\n": typeof types.AddBookingsDocument,
    "\n  mutation RemoveBooking($tripId: Int!, $bookingId: Int!) {\n    removeBooking(tripId: $tripId, bookingId: $bookingId)\n  }\n": typeof types.RemoveBookingDocument,
    "\n  query OAuthConsent($request: OAuthAuthorizationInput!) {\n    oauthConsent(request: $request) {\n      clientName\n      redirectHost\n      scopes\n    }\n  }\n": typeof types.OAuthConsentDocument,
    "\n  mutation ApproveOAuthAuthorization($request: OAuthAuthorizationInput!) {\n    approveOAuthAuthorization(request: $request)\n  }\n": typeof types.ApproveOAuthAuthorizationDocument,
    "\n  mutation DenyOAuthAuthorization($request: OAuthAuthorizationInput!) {\n    denyOAuthAuthorization(request: $request)\n  }\n": typeof types.DenyOAuthAuthorizationDocument,
    "\n  mutation SubmitContactRequest($input: ContactRequestInput!) {\n    submitContactRequest(input: $input) {\n      id\n      message\n    }\n  }\n": typeof types.SubmitContactRequestDocument,
    "\n  query Deals($type: DealType, $featuredOnly: Boolean) {\n    deals(type: $type, featuredOnly: $featuredOnly) {\n      id\n      type\n      title\n      description\n      originalPrice\n      discountedPrice\n      discountPercent\n      currency\n      validUntil\n      imageKey\n      provider\n      featured\n    }\n  }\n": typeof types.DealsDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      message\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  fragment TripExpenses on Trip {\n    id\n    expenses {\n      people {\n        userId\n        username\n        former\n      }\n      expenses {\n        id\n        amount\n        amountMinor\n        currency\n        category\n        day\n        paidBy\n        split\n        note\n        phpRate\n        rateDate\n        rateSource\n        amountPhp\n        createdAt\n        shares {\n          userId\n          weight\n          amount\n          amountPhp\n        }\n      }\n      balances {\n        userId\n        paid\n        owed\n        balance\n      }\n      transfers {\n        from\n        to\n        amountPhp\n      }\n      budget {\n        currency\n        phpRate\n        rateDate\n        categories {\n          category\n          line {\n            ...BudgetLineFigures\n          }\n        }\n        days {\n          day\n          line {\n            ...BudgetLineFigures\n          }\n        }\n        total {\n          ...BudgetLineFigures\n        }\n      }\n    }\n  }\n": typeof types.TripExpensesFragmentDoc,
    "\n  fragment BudgetLineFigures on BudgetLine {\n    planned\n    plannedPhp\n    spent\n    spentPhp\n  }\n": typeof types.BudgetLineFiguresFragmentDoc,
    "\n  query TripExpenses($id: Int!) {\n    trip(id: $id) {\n      ...TripExpenses\n    }\n  }\n": typeof types.TripExpensesDocument,
    "\n  mutation AddExpense($tripId: Int!, $input: ExpenseInput!) {\n    addExpense(tripId: $tripId, input: $input) {\n      ...TripExpenses\n    }\n  }\n": typeof types.AddExpenseDocument,
    "\n  mutation UpdateExpense($tripId: Int!, $expenseId: Int!, $input: ExpenseInput!) {\n    updateExpense(tripId: $tripId, expenseId: $expenseId, input: $input) {\n      ...TripExpenses\n    }\n  }\n": typeof types.UpdateExpenseDocument,
    "\n  mutation DeleteExpense($tripId: Int!, $expenseId: Int!) {\n    deleteExpense(tripId: $tripId, expenseId: $expenseId) {\n      ...TripExpenses\n    }\n  }\n": typeof types.DeleteExpenseDocument,
    "\n  mutation ChangeTripDay($id: Int!, $day: Int!, $instruction: String!, $expectedVersion: Int) {\n    changeTripDay(id: $id, day: $day, instruction: $instruction, expectedVersion: $expectedVersion) {\n      ...SavedTripDetail\n    }\n  }\n": typeof types.ChangeTripDayDocument,
    "\n  query PrivacyContact {\n    privacyContactEmail\n  }\n": typeof types.PrivacyContactDocument,
    "\n  fragment TripToAddPlaceTo on Trip {\n    id\n    version\n    savedItinerary {\n      destination\n      days {\n        day\n        title\n      }\n    }\n  }\n": typeof types.TripToAddPlaceToFragmentDoc,
    "\n  query TripsToAddPlaceTo {\n    trips(status: upcoming, first: 50) {\n      edges {\n        node {\n          ...TripToAddPlaceTo\n        }\n      }\n    }\n    sharedTrips {\n      ...TripToAddPlaceTo\n      myPart\n      status\n    }\n  }\n": typeof types.TripsToAddPlaceToDocument,
    "\n  mutation AddPlaceToTrip($id: Int!, $placeId: String!, $day: Int!, $expectedVersion: Int) {\n    addPlaceToTrip(id: $id, placeId: $placeId, day: $day, expectedVersion: $expectedVersion) {\n      id\n      version\n    }\n  }\n": typeof types.AddPlaceToTripDocument,
    "\n  query LocalSecrets($input: LocalSecretsInput!) {\n    localSecrets(input: $input) {\n      livePlaces\n      places {\n        source\n        id\n        name\n        type\n        category\n        address\n        description\n        coordinates {\n          lat\n          lng\n        }\n        approximateLocation\n        rating\n        openNow\n        priceLevel\n        tips\n        aiTip\n        distanceMeters\n        hoursToday\n        hoursNote\n        city\n        sources {\n          title\n          url\n        }\n        lastChecked\n      }\n      tips {\n        city\n        country\n        bestTimeToVisit\n        thisMonth\n        localEtiquette\n        hiddenGem {\n          id\n          name\n          description\n          tip\n        }\n      }\n    }\n  }\n": typeof types.LocalSecretsDocument,
    "\n  query LocalSecretsSetup {\n    localSecretsCities {\n      name\n      countryName\n      coordinates {\n        lat\n        lng\n      }\n    }\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n": typeof types.LocalSecretsSetupDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      prefix\n      scopes\n      expiresAt\n      lastUsedAt\n      createdAt\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  mutation RenewCalendarFeed {\n    renewCalendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n": typeof types.RenewCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": typeof types.RevokeCalendarFeedDocument,
    "\n  query ConnectedApps {\n    connectedApps {\n      id\n      clientName\n      redirectHost\n      scopes\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.ConnectedAppsDocument,
    "\n  mutation RevokeConnectedApp($id: Int!) {\n    revokeConnectedApp(id: $id)\n  }\n": typeof types.RevokeConnectedAppDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      fullName\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      id\n      email\n      isVerified\n    }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation ExportAccountData {\n    exportAccountData {\n      fileName\n      data\n    }\n  }\n": typeof types.ExportAccountDataDocument,
    "\n  fragment TripReadinessFields on TripReadiness {\n    tripId\n    openCount\n    tickedIds\n    answers {\n      passportExpiry\n      travelerType\n      ageGroup\n      travelPurpose\n      ticketClass\n      affidavitOfSupport\n      travelingWithoutParent\n      ofwDependent\n      permanentResidentAbroad\n      governmentEmployee\n    }\n    items {\n      id\n      title\n      detail\n      status\n      dueDate\n      amountPHP\n      caveat\n      lastChecked\n      sources {\n        id\n        title\n        url\n        date\n      }\n    }\n  }\n": typeof types.TripReadinessFieldsFragmentDoc,
    "\n  query TripReadiness($tripId: Int!) {\n    tripReadiness(tripId: $tripId) {\n      ...TripReadinessFields\n    }\n  }\n": typeof types.TripReadinessDocument,
    "\n  mutation UpdateTripReadiness($tripId: Int!, $input: UpdateTripReadinessInput!) {\n    updateTripReadiness(tripId: $tripId, input: $input) {\n      ...TripReadinessFields\n    }\n  }\n": typeof types.UpdateTripReadinessDocument,
    "\n  fragment TripShareLinkFields on Trip {\n    id\n    shareLink {\n      url\n      createdAt\n    }\n  }\n": typeof types.TripShareLinkFieldsFragmentDoc,
    "\n  query TripShareLink($id: Int!) {\n    trip(id: $id) {\n      ...TripShareLinkFields\n    }\n  }\n": typeof types.TripShareLinkDocument,
    "\n  mutation ShareTrip($tripId: Int!) {\n    shareTrip(tripId: $tripId) {\n      ...TripShareLinkFields\n    }\n  }\n": typeof types.ShareTripDocument,
    "\n  mutation UnshareTrip($tripId: Int!) {\n    unshareTrip(tripId: $tripId) {\n      ...TripShareLinkFields\n    }\n  }\n": typeof types.UnshareTripDocument,
    "\n  query SharedTrip($token: String!) {\n    sharedTrip(token: $token) {\n      destinationCountry\n      cities\n      originAirport\n      travelMonth\n      currency\n      duration\n      budget\n      startDate\n      status\n      savedType\n      savedItinerary {\n        ...SavedItineraryDetail\n      }\n    }\n  }\n": typeof types.SharedTripDocument,
    "\n  fragment TripTravelers on Trip {\n    id\n    myPart\n    ownerName\n    memberCount\n    members {\n      userId\n      username\n      role\n      joinedAt\n    }\n    invitations {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n": typeof types.TripTravelersFragmentDoc,
    "\n  query TripTravelers($id: Int!) {\n    trip(id: $id) {\n      ...TripTravelers\n    }\n  }\n": typeof types.TripTravelersDocument,
    "\n  mutation InviteToTrip($tripId: Int!, $email: String!, $role: TripRole!) {\n    inviteToTrip(tripId: $tripId, email: $email, role: $role) {\n      ...TripTravelers\n    }\n  }\n": typeof types.InviteToTripDocument,
    "\n  mutation RevokeTripInvitation($tripId: Int!, $invitationId: Int!) {\n    revokeTripInvitation(tripId: $tripId, invitationId: $invitationId) {\n      ...TripTravelers\n    }\n  }\n": typeof types.RevokeTripInvitationDocument,
    "\n  mutation ChangeTripMemberRole($tripId: Int!, $userId: Int!, $role: TripRole!) {\n    changeTripMemberRole(tripId: $tripId, userId: $userId, role: $role) {\n      ...TripTravelers\n    }\n  }\n": typeof types.ChangeTripMemberRoleDocument,
    "\n  mutation RemoveTripMember($tripId: Int!, $userId: Int!) {\n    removeTripMember(tripId: $tripId, userId: $userId) {\n      ...TripTravelers\n    }\n  }\n": typeof types.RemoveTripMemberDocument,
    "\n  mutation LeaveTrip($tripId: Int!) {\n    leaveTrip(tripId: $tripId)\n  }\n": typeof types.LeaveTripDocument,
    "\n  query TripInvitationPreview($token: String!) {\n    tripInvitation(token: $token) {\n      tripId\n      destination\n      invitedBy\n      role\n      email\n      expiresAt\n    }\n  }\n": typeof types.TripInvitationPreviewDocument,
    "\n  mutation AcceptTripInvitation($token: String!) {\n    acceptTripInvitation(token: $token) {\n      id\n      myPart\n    }\n  }\n": typeof types.AcceptTripInvitationDocument,
    "\n  mutation ChangeDay($input: DayChangeInput!) {\n    changeDay(input: $input) {\n      itinerary {\n        ...SavedItineraryDetail\n      }\n    }\n  }\n": typeof types.ChangeDayDocument,
    "\n  mutation SaveTrip($input: SaveTripInput!) {\n    saveTrip(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveTripDocument,
    "\n  query TravelCalendar($country: String!, $month: Int!, $year: Int) {\n    travelCalendar(country: $country, month: $month, year: $year) {\n      countryCode\n      country\n      month\n      year\n      holidaysDeclared\n      holidays {\n        date\n        name\n        type\n        dayOff\n      }\n      longWeekends {\n        start\n        end\n        days\n      }\n      proclamation {\n        name\n        sources {\n          title\n          url\n        }\n      }\n      destination {\n        season\n        weather\n        events {\n          name\n          where\n        }\n        sources {\n          title\n          url\n        }\n      }\n    }\n  }\n": typeof types.TravelCalendarDocument,
    "\n  subscription TripChanges($id: Int!) {\n    tripChanges(tripId: $id) {\n      trip {\n        ...SavedTripDetail\n        ...TripTravelers\n      }\n      changes {\n        by\n        byMe\n        what\n        day\n      }\n    }\n  }\n": typeof types.TripChangesDocument,
    "\n  subscription TripAndExpensesChanges($id: Int!) {\n    tripChanges(tripId: $id) {\n      trip {\n        ...SavedTripDetail\n        ...TripTravelers\n        ...TripExpenses\n      }\n      changes {\n        by\n        byMe\n        what\n        day\n      }\n    }\n  }\n": typeof types.TripAndExpensesChangesDocument,
    "\n  query SavedTrip($id: Int!) {\n    trip(id: $id) {\n      ...SavedTripDetail\n      myPart\n    }\n  }\n": typeof types.SavedTripDocument,
    "\n  mutation ChangeTripStatus($id: Int!, $status: TripStatus!) {\n    updateTripStatus(id: $id, status: $status) {\n      id\n      status\n      version\n    }\n  }\n": typeof types.ChangeTripStatusDocument,
    "\n  query SavedTripCounts {\n    tripCounts {\n      upcoming\n      past\n      canceled\n    }\n  }\n": typeof types.SavedTripCountsDocument,
    "\n  query SharedTripList {\n    sharedTrips {\n      ...SavedTripCard\n      myPart\n    }\n  }\n": typeof types.SharedTripListDocument,
    "\n  query SavedTripList($status: TripStatus!, $after: String) {\n    trips(status: $status, first: 50, after: $after) {\n      edges {\n        node {\n          ...SavedTripCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SavedTripListDocument,
    "\n  query VisaRequirements($input: VisaCheckInput!) {\n    visaRequirements(input: $input) {\n      country\n      countryCode\n      travelPurpose\n      nationality\n      requirement\n      visaFree\n      stayDuration\n      documents\n      processingTime\n      fees\n      additionalInfo\n      visaType\n      status\n      statusNote\n      lastChecked\n      sources {\n        title\n        url\n        publisher\n        date\n      }\n      officialLink {\n        title\n        url\n      }\n    }\n  }\n": typeof types.VisaRequirementsDocument,
    "\n  query AccountLocale {\n    me {\n      id\n      locale\n    }\n  }\n": typeof types.AccountLocaleDocument,
    "\n  mutation UpdateLocale($locale: Locale!) {\n    updateLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n": typeof types.UpdateLocaleDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query PesoRates {\n    pesoRates {\n      currency\n      php\n      date\n      confirmed\n    }\n  }\n": typeof types.PesoRatesDocument,
};
const documents: Documents = {
    "\n  query FooterHealth {\n    health {\n      version\n    }\n  }\n": types.FooterHealthDocument,
    "\n  query DestinationPhoto($destination: String!) {\n    destinationPhoto(destination: $destination) {\n      url\n      alt\n      photographerName\n      photographerUrl\n      photoPageUrl\n    }\n  }\n": types.DestinationPhotoDocument,
    "\n  mutation CreateTripFromDialog($input: CreateTripInput!) {\n    createTrip(input: $input) {\n      ...SavedTripCard\n    }\n  }\n": types.CreateTripFromDialogDocument,
    "\n  mutation SaveCustomizedTrip($input: SaveTripInput!) {\n    saveTrip(input: $input) {\n      id\n    }\n  }\n": types.SaveCustomizedTripDocument,
    "\n  fragment DayStop on Stop {\n    kind\n    line\n    meal\n    placeId\n    name\n    area\n    position {\n      lat\n      lng\n      approximate\n    }\n    slot\n    start\n    minutes\n    cost\n    note\n    next {\n      mode\n      minutes\n      km\n    }\n  }\n": types.DayStopFragmentDoc,
    "\n  query MapSettings {\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n": types.MapSettingsDocument,
    "\n  mutation DeleteTrip($id: Int!) {\n    deleteTrip(id: $id)\n  }\n": types.DeleteTripDocument,
    "\n  mutation EditTrip($id: Int!, $input: UpdateTripInput!, $expectedVersion: Int) {\n    updateTrip(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...SavedTripCard\n    }\n  }\n": types.EditTripDocument,
    "\n  mutation EditTripItinerary($id: Int!, $type: ItineraryType!, $itinerary: ItineraryInput!, $expectedVersion: Int) {\n    updateTripItinerary(id: $id, type: $type, itinerary: $itinerary, expectedVersion: $expectedVersion) {\n      ...SavedTripDetail\n    }\n  }\n": types.EditTripItineraryDocument,
    "\n  fragment SavedTripCard on Trip {\n    id\n    destinationCountry\n    cities\n    originAirport\n    travelMonth\n    currency\n    duration\n    budget\n    startDate\n    status\n    savedType\n    version\n    memberCount\n    savedItinerary {\n      destination\n      totalBudget\n      currency\n    }\n  }\n": types.SavedTripCardFragmentDoc,
    "\n  fragment SavedItineraryDetail on Itinerary {\n    destination\n    totalBudget\n    currency\n    duration\n    startDate\n    overview\n    tips\n    days {\n      day\n      title\n      activities\n      accommodation\n      transportation\n      meals\n      costs {\n        accommodation\n        meals\n        activities\n        transportation\n      }\n      unverifiedPlaces {\n        name\n        line\n      }\n      stops {\n        ...DayStop\n      }\n    }\n    extraCosts {\n      label\n      amount\n      note\n      category\n    }\n    unverifiedPlaceCount\n  }\n": types.SavedItineraryDetailFragmentDoc,
    "\n  fragment SavedTripDetail on Trip {\n    ...SavedTripCard\n    savedItinerary {\n      ...SavedItineraryDetail\n    }\n    bookings {\n      id\n      ...BookingFields\n    }\n  }\n": types.SavedTripDetailFragmentDoc,
    "\n  query TripFormOptions {\n    tripFormOptions {\n      originAirports {\n        code\n        label\n      }\n      destinationCountries {\n        code\n        name\n        cities\n      }\n      currencies {\n        code\n        label\n      }\n      preferences {\n        key\n        label\n      }\n      months {\n        value\n        label\n      }\n      limits {\n        durationMin\n        durationMax\n        defaultDuration\n        budgetMin\n        budgetStep\n        defaultBudget\n        defaultCurrency\n      }\n    }\n  }\n": types.TripFormOptionsDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      message\n    }\n  }\n": types.ResendVerificationDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      alreadyVerified\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  query BookingWidgets {\n    bookingWidgets {\n      activity\n      hotel\n      flight\n    }\n  }\n": types.BookingWidgetsDocument,
    "\n  fragment BookingFields on Booking {\n    kind\n    day\n    onDays {\n      day\n      role\n    }\n    reference\n    flight {\n      carrier\n      flightNumber\n      from {\n        airport\n        terminal\n        at\n        zone\n      }\n      to {\n        airport\n        terminal\n        at\n        zone\n      }\n    }\n    stay {\n      name\n      address\n      checkIn\n      checkOut\n      checkInTime\n    }\n    activity {\n      name\n      date\n      time\n      meetingPoint\n    }\n  }\n": types.BookingFieldsFragmentDoc,
    "\n  query TripBookings($id: Int!) {\n    bookingsReadAnyFormat\n    trip(id: $id) {\n      id\n      bookings {\n        id\n        ...BookingFields\n      }\n    }\n  }\n": types.TripBookingsDocument,
    "\n  query BookingMailbox($id: Int!) {\n    bookingForwarding\n    trip(id: $id) {\n      id\n      bookingMailbox {\n        address\n        createdAt\n      }\n    }\n  }\n": types.BookingMailboxDocument,
    "\n  mutation RenewBookingMailbox($tripId: Int!) {\n    renewBookingMailbox(tripId: $tripId) {\n      address\n    }\n  }\n": types.RenewBookingMailboxDocument,
    "\n  mutation CloseBookingMailbox($tripId: Int!) {\n    closeBookingMailbox(tripId: $tripId)\n  }\n": types.CloseBookingMailboxDocument,
    "\n  mutation PreviewBookings($tripId: Int!, $text: String!) {\n    previewBookings(tripId: $tripId, text: $text) {\n      source\n      recognized\n      bookings {\n        ...BookingFields\n      }\n    }\n  }\n": types.PreviewBookingsDocument,
    "\n  mutation AddBookings($tripId: Int!, $text: String!) {\n    addBookings(tripId: $tripId, text: $text) {\n      id\n    }\n  }\n": types.AddBookingsDocument,
    "\n  mutation RemoveBooking($tripId: Int!, $bookingId: Int!) {\n    removeBooking(tripId: $tripId, bookingId: $bookingId)\n  }\n": types.RemoveBookingDocument,
    "\n  query OAuthConsent($request: OAuthAuthorizationInput!) {\n    oauthConsent(request: $request) {\n      clientName\n      redirectHost\n      scopes\n    }\n  }\n": types.OAuthConsentDocument,
    "\n  mutation ApproveOAuthAuthorization($request: OAuthAuthorizationInput!) {\n    approveOAuthAuthorization(request: $request)\n  }\n": types.ApproveOAuthAuthorizationDocument,
    "\n  mutation DenyOAuthAuthorization($request: OAuthAuthorizationInput!) {\n    denyOAuthAuthorization(request: $request)\n  }\n": types.DenyOAuthAuthorizationDocument,
    "\n  mutation SubmitContactRequest($input: ContactRequestInput!) {\n    submitContactRequest(input: $input) {\n      id\n      message\n    }\n  }\n": types.SubmitContactRequestDocument,
    "\n  query Deals($type: DealType, $featuredOnly: Boolean) {\n    deals(type: $type, featuredOnly: $featuredOnly) {\n      id\n      type\n      title\n      description\n      originalPrice\n      discountedPrice\n      discountPercent\n      currency\n      validUntil\n      imageKey\n      provider\n      featured\n    }\n  }\n": types.DealsDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      email\n      message\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  fragment TripExpenses on Trip {\n    id\n    expenses {\n      people {\n        userId\n        username\n        former\n      }\n      expenses {\n        id\n        amount\n        amountMinor\n        currency\n        category\n        day\n        paidBy\n        split\n        note\n        phpRate\n        rateDate\n        rateSource\n        amountPhp\n        createdAt\n        shares {\n          userId\n          weight\n          amount\n          amountPhp\n        }\n      }\n      balances {\n        userId\n        paid\n        owed\n        balance\n      }\n      transfers {\n        from\n        to\n        amountPhp\n      }\n      budget {\n        currency\n        phpRate\n        rateDate\n        categories {\n          category\n          line {\n            ...BudgetLineFigures\n          }\n        }\n        days {\n          day\n          line {\n            ...BudgetLineFigures\n          }\n        }\n        total {\n          ...BudgetLineFigures\n        }\n      }\n    }\n  }\n": types.TripExpensesFragmentDoc,
    "\n  fragment BudgetLineFigures on BudgetLine {\n    planned\n    plannedPhp\n    spent\n    spentPhp\n  }\n": types.BudgetLineFiguresFragmentDoc,
    "\n  query TripExpenses($id: Int!) {\n    trip(id: $id) {\n      ...TripExpenses\n    }\n  }\n": types.TripExpensesDocument,
    "\n  mutation AddExpense($tripId: Int!, $input: ExpenseInput!) {\n    addExpense(tripId: $tripId, input: $input) {\n      ...TripExpenses\n    }\n  }\n": types.AddExpenseDocument,
    "\n  mutation UpdateExpense($tripId: Int!, $expenseId: Int!, $input: ExpenseInput!) {\n    updateExpense(tripId: $tripId, expenseId: $expenseId, input: $input) {\n      ...TripExpenses\n    }\n  }\n": types.UpdateExpenseDocument,
    "\n  mutation DeleteExpense($tripId: Int!, $expenseId: Int!) {\n    deleteExpense(tripId: $tripId, expenseId: $expenseId) {\n      ...TripExpenses\n    }\n  }\n": types.DeleteExpenseDocument,
    "\n  mutation ChangeTripDay($id: Int!, $day: Int!, $instruction: String!, $expectedVersion: Int) {\n    changeTripDay(id: $id, day: $day, instruction: $instruction, expectedVersion: $expectedVersion) {\n      ...SavedTripDetail\n    }\n  }\n": types.ChangeTripDayDocument,
    "\n  query PrivacyContact {\n    privacyContactEmail\n  }\n": types.PrivacyContactDocument,
    "\n  fragment TripToAddPlaceTo on Trip {\n    id\n    version\n    savedItinerary {\n      destination\n      days {\n        day\n        title\n      }\n    }\n  }\n": types.TripToAddPlaceToFragmentDoc,
    "\n  query TripsToAddPlaceTo {\n    trips(status: upcoming, first: 50) {\n      edges {\n        node {\n          ...TripToAddPlaceTo\n        }\n      }\n    }\n    sharedTrips {\n      ...TripToAddPlaceTo\n      myPart\n      status\n    }\n  }\n": types.TripsToAddPlaceToDocument,
    "\n  mutation AddPlaceToTrip($id: Int!, $placeId: String!, $day: Int!, $expectedVersion: Int) {\n    addPlaceToTrip(id: $id, placeId: $placeId, day: $day, expectedVersion: $expectedVersion) {\n      id\n      version\n    }\n  }\n": types.AddPlaceToTripDocument,
    "\n  query LocalSecrets($input: LocalSecretsInput!) {\n    localSecrets(input: $input) {\n      livePlaces\n      places {\n        source\n        id\n        name\n        type\n        category\n        address\n        description\n        coordinates {\n          lat\n          lng\n        }\n        approximateLocation\n        rating\n        openNow\n        priceLevel\n        tips\n        aiTip\n        distanceMeters\n        hoursToday\n        hoursNote\n        city\n        sources {\n          title\n          url\n        }\n        lastChecked\n      }\n      tips {\n        city\n        country\n        bestTimeToVisit\n        thisMonth\n        localEtiquette\n        hiddenGem {\n          id\n          name\n          description\n          tip\n        }\n      }\n    }\n  }\n": types.LocalSecretsDocument,
    "\n  query LocalSecretsSetup {\n    localSecretsCities {\n      name\n      countryName\n      coordinates {\n        lat\n        lng\n      }\n    }\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n": types.LocalSecretsSetupDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      prefix\n      scopes\n      expiresAt\n      lastUsedAt\n      createdAt\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id)\n  }\n": types.RevokeApiTokenDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  mutation RenewCalendarFeed {\n    renewCalendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n": types.RenewCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": types.RevokeCalendarFeedDocument,
    "\n  query ConnectedApps {\n    connectedApps {\n      id\n      clientName\n      redirectHost\n      scopes\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.ConnectedAppsDocument,
    "\n  mutation RevokeConnectedApp($id: Int!) {\n    revokeConnectedApp(id: $id)\n  }\n": types.RevokeConnectedAppDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      fullName\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      id\n      email\n      isVerified\n    }\n  }\n": types.ChangeEmailDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n": types.DeleteAccountDocument,
    "\n  mutation ExportAccountData {\n    exportAccountData {\n      fileName\n      data\n    }\n  }\n": types.ExportAccountDataDocument,
    "\n  fragment TripReadinessFields on TripReadiness {\n    tripId\n    openCount\n    tickedIds\n    answers {\n      passportExpiry\n      travelerType\n      ageGroup\n      travelPurpose\n      ticketClass\n      affidavitOfSupport\n      travelingWithoutParent\n      ofwDependent\n      permanentResidentAbroad\n      governmentEmployee\n    }\n    items {\n      id\n      title\n      detail\n      status\n      dueDate\n      amountPHP\n      caveat\n      lastChecked\n      sources {\n        id\n        title\n        url\n        date\n      }\n    }\n  }\n": types.TripReadinessFieldsFragmentDoc,
    "\n  query TripReadiness($tripId: Int!) {\n    tripReadiness(tripId: $tripId) {\n      ...TripReadinessFields\n    }\n  }\n": types.TripReadinessDocument,
    "\n  mutation UpdateTripReadiness($tripId: Int!, $input: UpdateTripReadinessInput!) {\n    updateTripReadiness(tripId: $tripId, input: $input) {\n      ...TripReadinessFields\n    }\n  }\n": types.UpdateTripReadinessDocument,
    "\n  fragment TripShareLinkFields on Trip {\n    id\n    shareLink {\n      url\n      createdAt\n    }\n  }\n": types.TripShareLinkFieldsFragmentDoc,
    "\n  query TripShareLink($id: Int!) {\n    trip(id: $id) {\n      ...TripShareLinkFields\n    }\n  }\n": types.TripShareLinkDocument,
    "\n  mutation ShareTrip($tripId: Int!) {\n    shareTrip(tripId: $tripId) {\n      ...TripShareLinkFields\n    }\n  }\n": types.ShareTripDocument,
    "\n  mutation UnshareTrip($tripId: Int!) {\n    unshareTrip(tripId: $tripId) {\n      ...TripShareLinkFields\n    }\n  }\n": types.UnshareTripDocument,
    "\n  query SharedTrip($token: String!) {\n    sharedTrip(token: $token) {\n      destinationCountry\n      cities\n      originAirport\n      travelMonth\n      currency\n      duration\n      budget\n      startDate\n      status\n      savedType\n      savedItinerary {\n        ...SavedItineraryDetail\n      }\n    }\n  }\n": types.SharedTripDocument,
    "\n  fragment TripTravelers on Trip {\n    id\n    myPart\n    ownerName\n    memberCount\n    members {\n      userId\n      username\n      role\n      joinedAt\n    }\n    invitations {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n": types.TripTravelersFragmentDoc,
    "\n  query TripTravelers($id: Int!) {\n    trip(id: $id) {\n      ...TripTravelers\n    }\n  }\n": types.TripTravelersDocument,
    "\n  mutation InviteToTrip($tripId: Int!, $email: String!, $role: TripRole!) {\n    inviteToTrip(tripId: $tripId, email: $email, role: $role) {\n      ...TripTravelers\n    }\n  }\n": types.InviteToTripDocument,
    "\n  mutation RevokeTripInvitation($tripId: Int!, $invitationId: Int!) {\n    revokeTripInvitation(tripId: $tripId, invitationId: $invitationId) {\n      ...TripTravelers\n    }\n  }\n": types.RevokeTripInvitationDocument,
    "\n  mutation ChangeTripMemberRole($tripId: Int!, $userId: Int!, $role: TripRole!) {\n    changeTripMemberRole(tripId: $tripId, userId: $userId, role: $role) {\n      ...TripTravelers\n    }\n  }\n": types.ChangeTripMemberRoleDocument,
    "\n  mutation RemoveTripMember($tripId: Int!, $userId: Int!) {\n    removeTripMember(tripId: $tripId, userId: $userId) {\n      ...TripTravelers\n    }\n  }\n": types.RemoveTripMemberDocument,
    "\n  mutation LeaveTrip($tripId: Int!) {\n    leaveTrip(tripId: $tripId)\n  }\n": types.LeaveTripDocument,
    "\n  query TripInvitationPreview($token: String!) {\n    tripInvitation(token: $token) {\n      tripId\n      destination\n      invitedBy\n      role\n      email\n      expiresAt\n    }\n  }\n": types.TripInvitationPreviewDocument,
    "\n  mutation AcceptTripInvitation($token: String!) {\n    acceptTripInvitation(token: $token) {\n      id\n      myPart\n    }\n  }\n": types.AcceptTripInvitationDocument,
    "\n  mutation ChangeDay($input: DayChangeInput!) {\n    changeDay(input: $input) {\n      itinerary {\n        ...SavedItineraryDetail\n      }\n    }\n  }\n": types.ChangeDayDocument,
    "\n  mutation SaveTrip($input: SaveTripInput!) {\n    saveTrip(input: $input) {\n      id\n    }\n  }\n": types.SaveTripDocument,
    "\n  query TravelCalendar($country: String!, $month: Int!, $year: Int) {\n    travelCalendar(country: $country, month: $month, year: $year) {\n      countryCode\n      country\n      month\n      year\n      holidaysDeclared\n      holidays {\n        date\n        name\n        type\n        dayOff\n      }\n      longWeekends {\n        start\n        end\n        days\n      }\n      proclamation {\n        name\n        sources {\n          title\n          url\n        }\n      }\n      destination {\n        season\n        weather\n        events {\n          name\n          where\n        }\n        sources {\n          title\n          url\n        }\n      }\n    }\n  }\n": types.TravelCalendarDocument,
    "\n  subscription TripChanges($id: Int!) {\n    tripChanges(tripId: $id) {\n      trip {\n        ...SavedTripDetail\n        ...TripTravelers\n      }\n      changes {\n        by\n        byMe\n        what\n        day\n      }\n    }\n  }\n": types.TripChangesDocument,
    "\n  subscription TripAndExpensesChanges($id: Int!) {\n    tripChanges(tripId: $id) {\n      trip {\n        ...SavedTripDetail\n        ...TripTravelers\n        ...TripExpenses\n      }\n      changes {\n        by\n        byMe\n        what\n        day\n      }\n    }\n  }\n": types.TripAndExpensesChangesDocument,
    "\n  query SavedTrip($id: Int!) {\n    trip(id: $id) {\n      ...SavedTripDetail\n      myPart\n    }\n  }\n": types.SavedTripDocument,
    "\n  mutation ChangeTripStatus($id: Int!, $status: TripStatus!) {\n    updateTripStatus(id: $id, status: $status) {\n      id\n      status\n      version\n    }\n  }\n": types.ChangeTripStatusDocument,
    "\n  query SavedTripCounts {\n    tripCounts {\n      upcoming\n      past\n      canceled\n    }\n  }\n": types.SavedTripCountsDocument,
    "\n  query SharedTripList {\n    sharedTrips {\n      ...SavedTripCard\n      myPart\n    }\n  }\n": types.SharedTripListDocument,
    "\n  query SavedTripList($status: TripStatus!, $after: String) {\n    trips(status: $status, first: 50, after: $after) {\n      edges {\n        node {\n          ...SavedTripCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SavedTripListDocument,
    "\n  query VisaRequirements($input: VisaCheckInput!) {\n    visaRequirements(input: $input) {\n      country\n      countryCode\n      travelPurpose\n      nationality\n      requirement\n      visaFree\n      stayDuration\n      documents\n      processingTime\n      fees\n      additionalInfo\n      visaType\n      status\n      statusNote\n      lastChecked\n      sources {\n        title\n        url\n        publisher\n        date\n      }\n      officialLink {\n        title\n        url\n      }\n    }\n  }\n": types.VisaRequirementsDocument,
    "\n  query AccountLocale {\n    me {\n      id\n      locale\n    }\n  }\n": types.AccountLocaleDocument,
    "\n  mutation UpdateLocale($locale: Locale!) {\n    updateLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n": types.UpdateLocaleDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query PesoRates {\n    pesoRates {\n      currency\n      php\n      date\n      confirmed\n    }\n  }\n": types.PesoRatesDocument,
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
export function graphql(source: "\n  query DestinationPhoto($destination: String!) {\n    destinationPhoto(destination: $destination) {\n      url\n      alt\n      photographerName\n      photographerUrl\n      photoPageUrl\n    }\n  }\n"): (typeof documents)["\n  query DestinationPhoto($destination: String!) {\n    destinationPhoto(destination: $destination) {\n      url\n      alt\n      photographerName\n      photographerUrl\n      photoPageUrl\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment DayStop on Stop {\n    kind\n    line\n    meal\n    placeId\n    name\n    area\n    position {\n      lat\n      lng\n      approximate\n    }\n    slot\n    start\n    minutes\n    cost\n    note\n    next {\n      mode\n      minutes\n      km\n    }\n  }\n"): (typeof documents)["\n  fragment DayStop on Stop {\n    kind\n    line\n    meal\n    placeId\n    name\n    area\n    position {\n      lat\n      lng\n      approximate\n    }\n    slot\n    start\n    minutes\n    cost\n    note\n    next {\n      mode\n      minutes\n      km\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapSettings {\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n"): (typeof documents)["\n  query MapSettings {\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment SavedTripCard on Trip {\n    id\n    destinationCountry\n    cities\n    originAirport\n    travelMonth\n    currency\n    duration\n    budget\n    startDate\n    status\n    savedType\n    version\n    memberCount\n    savedItinerary {\n      destination\n      totalBudget\n      currency\n    }\n  }\n"): (typeof documents)["\n  fragment SavedTripCard on Trip {\n    id\n    destinationCountry\n    cities\n    originAirport\n    travelMonth\n    currency\n    duration\n    budget\n    startDate\n    status\n    savedType\n    version\n    memberCount\n    savedItinerary {\n      destination\n      totalBudget\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedItineraryDetail on Itinerary {\n    destination\n    totalBudget\n    currency\n    duration\n    startDate\n    overview\n    tips\n    days {\n      day\n      title\n      activities\n      accommodation\n      transportation\n      meals\n      costs {\n        accommodation\n        meals\n        activities\n        transportation\n      }\n      unverifiedPlaces {\n        name\n        line\n      }\n      stops {\n        ...DayStop\n      }\n    }\n    extraCosts {\n      label\n      amount\n      note\n      category\n    }\n    unverifiedPlaceCount\n  }\n"): (typeof documents)["\n  fragment SavedItineraryDetail on Itinerary {\n    destination\n    totalBudget\n    currency\n    duration\n    startDate\n    overview\n    tips\n    days {\n      day\n      title\n      activities\n      accommodation\n      transportation\n      meals\n      costs {\n        accommodation\n        meals\n        activities\n        transportation\n      }\n      unverifiedPlaces {\n        name\n        line\n      }\n      stops {\n        ...DayStop\n      }\n    }\n    extraCosts {\n      label\n      amount\n      note\n      category\n    }\n    unverifiedPlaceCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedTripDetail on Trip {\n    ...SavedTripCard\n    savedItinerary {\n      ...SavedItineraryDetail\n    }\n    bookings {\n      id\n      ...BookingFields\n    }\n  }\n"): (typeof documents)["\n  fragment SavedTripDetail on Trip {\n    ...SavedTripCard\n    savedItinerary {\n      ...SavedItineraryDetail\n    }\n    bookings {\n      id\n      ...BookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripFormOptions {\n    tripFormOptions {\n      originAirports {\n        code\n        label\n      }\n      destinationCountries {\n        code\n        name\n        cities\n      }\n      currencies {\n        code\n        label\n      }\n      preferences {\n        key\n        label\n      }\n      months {\n        value\n        label\n      }\n      limits {\n        durationMin\n        durationMax\n        defaultDuration\n        budgetMin\n        budgetStep\n        defaultBudget\n        defaultCurrency\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripFormOptions {\n    tripFormOptions {\n      originAirports {\n        code\n        label\n      }\n      destinationCountries {\n        code\n        name\n        cities\n      }\n      currencies {\n        code\n        label\n      }\n      preferences {\n        key\n        label\n      }\n      months {\n        value\n        label\n      }\n      limits {\n        durationMin\n        durationMax\n        defaultDuration\n        budgetMin\n        budgetStep\n        defaultBudget\n        defaultCurrency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      alreadyVerified\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      alreadyVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingWidgets {\n    bookingWidgets {\n      activity\n      hotel\n      flight\n    }\n  }\n"): (typeof documents)["\n  query BookingWidgets {\n    bookingWidgets {\n      activity\n      hotel\n      flight\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingFields on Booking {\n    kind\n    day\n    onDays {\n      day\n      role\n    }\n    reference\n    flight {\n      carrier\n      flightNumber\n      from {\n        airport\n        terminal\n        at\n        zone\n      }\n      to {\n        airport\n        terminal\n        at\n        zone\n      }\n    }\n    stay {\n      name\n      address\n      checkIn\n      checkOut\n      checkInTime\n    }\n    activity {\n      name\n      date\n      time\n      meetingPoint\n    }\n  }\n"): (typeof documents)["\n  fragment BookingFields on Booking {\n    kind\n    day\n    onDays {\n      day\n      role\n    }\n    reference\n    flight {\n      carrier\n      flightNumber\n      from {\n        airport\n        terminal\n        at\n        zone\n      }\n      to {\n        airport\n        terminal\n        at\n        zone\n      }\n    }\n    stay {\n      name\n      address\n      checkIn\n      checkOut\n      checkInTime\n    }\n    activity {\n      name\n      date\n      time\n      meetingPoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripBookings($id: Int!) {\n    bookingsReadAnyFormat\n    trip(id: $id) {\n      id\n      bookings {\n        id\n        ...BookingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TripBookings($id: Int!) {\n    bookingsReadAnyFormat\n    trip(id: $id) {\n      id\n      bookings {\n        id\n        ...BookingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingMailbox($id: Int!) {\n    bookingForwarding\n    trip(id: $id) {\n      id\n      bookingMailbox {\n        address\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingMailbox($id: Int!) {\n    bookingForwarding\n    trip(id: $id) {\n      id\n      bookingMailbox {\n        address\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewBookingMailbox($tripId: Int!) {\n    renewBookingMailbox(tripId: $tripId) {\n      address\n    }\n  }\n"): (typeof documents)["\n  mutation RenewBookingMailbox($tripId: Int!) {\n    renewBookingMailbox(tripId: $tripId) {\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseBookingMailbox($tripId: Int!) {\n    closeBookingMailbox(tripId: $tripId)\n  }\n"): (typeof documents)["\n  mutation CloseBookingMailbox($tripId: Int!) {\n    closeBookingMailbox(tripId: $tripId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PreviewBookings($tripId: Int!, $text: String!) {\n    previewBookings(tripId: $tripId, text: $text) {\n      source\n      recognized\n      bookings {\n        ...BookingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PreviewBookings($tripId: Int!, $text: String!) {\n    previewBookings(tripId: $tripId, text: $text) {\n      source\n      recognized\n      bookings {\n        ...BookingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBookings($tripId: Int!, $text: String!) {\n    addBookings(tripId: $tripId, text: $text) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddBookings($tripId: Int!, $text: String!) {\n    addBookings(tripId: $tripId, text: $text) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBooking($tripId: Int!, $bookingId: Int!) {\n    removeBooking(tripId: $tripId, bookingId: $bookingId)\n  }\n"): (typeof documents)["\n  mutation RemoveBooking($tripId: Int!, $bookingId: Int!) {\n    removeBooking(tripId: $tripId, bookingId: $bookingId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OAuthConsent($request: OAuthAuthorizationInput!) {\n    oauthConsent(request: $request) {\n      clientName\n      redirectHost\n      scopes\n    }\n  }\n"): (typeof documents)["\n  query OAuthConsent($request: OAuthAuthorizationInput!) {\n    oauthConsent(request: $request) {\n      clientName\n      redirectHost\n      scopes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveOAuthAuthorization($request: OAuthAuthorizationInput!) {\n    approveOAuthAuthorization(request: $request)\n  }\n"): (typeof documents)["\n  mutation ApproveOAuthAuthorization($request: OAuthAuthorizationInput!) {\n    approveOAuthAuthorization(request: $request)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DenyOAuthAuthorization($request: OAuthAuthorizationInput!) {\n    denyOAuthAuthorization(request: $request)\n  }\n"): (typeof documents)["\n  mutation DenyOAuthAuthorization($request: OAuthAuthorizationInput!) {\n    denyOAuthAuthorization(request: $request)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactRequest($input: ContactRequestInput!) {\n    submitContactRequest(input: $input) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactRequest($input: ContactRequestInput!) {\n    submitContactRequest(input: $input) {\n      id\n      message\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment TripExpenses on Trip {\n    id\n    expenses {\n      people {\n        userId\n        username\n        former\n      }\n      expenses {\n        id\n        amount\n        amountMinor\n        currency\n        category\n        day\n        paidBy\n        split\n        note\n        phpRate\n        rateDate\n        rateSource\n        amountPhp\n        createdAt\n        shares {\n          userId\n          weight\n          amount\n          amountPhp\n        }\n      }\n      balances {\n        userId\n        paid\n        owed\n        balance\n      }\n      transfers {\n        from\n        to\n        amountPhp\n      }\n      budget {\n        currency\n        phpRate\n        rateDate\n        categories {\n          category\n          line {\n            ...BudgetLineFigures\n          }\n        }\n        days {\n          day\n          line {\n            ...BudgetLineFigures\n          }\n        }\n        total {\n          ...BudgetLineFigures\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TripExpenses on Trip {\n    id\n    expenses {\n      people {\n        userId\n        username\n        former\n      }\n      expenses {\n        id\n        amount\n        amountMinor\n        currency\n        category\n        day\n        paidBy\n        split\n        note\n        phpRate\n        rateDate\n        rateSource\n        amountPhp\n        createdAt\n        shares {\n          userId\n          weight\n          amount\n          amountPhp\n        }\n      }\n      balances {\n        userId\n        paid\n        owed\n        balance\n      }\n      transfers {\n        from\n        to\n        amountPhp\n      }\n      budget {\n        currency\n        phpRate\n        rateDate\n        categories {\n          category\n          line {\n            ...BudgetLineFigures\n          }\n        }\n        days {\n          day\n          line {\n            ...BudgetLineFigures\n          }\n        }\n        total {\n          ...BudgetLineFigures\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BudgetLineFigures on BudgetLine {\n    planned\n    plannedPhp\n    spent\n    spentPhp\n  }\n"): (typeof documents)["\n  fragment BudgetLineFigures on BudgetLine {\n    planned\n    plannedPhp\n    spent\n    spentPhp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripExpenses($id: Int!) {\n    trip(id: $id) {\n      ...TripExpenses\n    }\n  }\n"): (typeof documents)["\n  query TripExpenses($id: Int!) {\n    trip(id: $id) {\n      ...TripExpenses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddExpense($tripId: Int!, $input: ExpenseInput!) {\n    addExpense(tripId: $tripId, input: $input) {\n      ...TripExpenses\n    }\n  }\n"): (typeof documents)["\n  mutation AddExpense($tripId: Int!, $input: ExpenseInput!) {\n    addExpense(tripId: $tripId, input: $input) {\n      ...TripExpenses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateExpense($tripId: Int!, $expenseId: Int!, $input: ExpenseInput!) {\n    updateExpense(tripId: $tripId, expenseId: $expenseId, input: $input) {\n      ...TripExpenses\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateExpense($tripId: Int!, $expenseId: Int!, $input: ExpenseInput!) {\n    updateExpense(tripId: $tripId, expenseId: $expenseId, input: $input) {\n      ...TripExpenses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteExpense($tripId: Int!, $expenseId: Int!) {\n    deleteExpense(tripId: $tripId, expenseId: $expenseId) {\n      ...TripExpenses\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteExpense($tripId: Int!, $expenseId: Int!) {\n    deleteExpense(tripId: $tripId, expenseId: $expenseId) {\n      ...TripExpenses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTripDay($id: Int!, $day: Int!, $instruction: String!, $expectedVersion: Int) {\n    changeTripDay(id: $id, day: $day, instruction: $instruction, expectedVersion: $expectedVersion) {\n      ...SavedTripDetail\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeTripDay($id: Int!, $day: Int!, $instruction: String!, $expectedVersion: Int) {\n    changeTripDay(id: $id, day: $day, instruction: $instruction, expectedVersion: $expectedVersion) {\n      ...SavedTripDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyContact {\n    privacyContactEmail\n  }\n"): (typeof documents)["\n  query PrivacyContact {\n    privacyContactEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripToAddPlaceTo on Trip {\n    id\n    version\n    savedItinerary {\n      destination\n      days {\n        day\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TripToAddPlaceTo on Trip {\n    id\n    version\n    savedItinerary {\n      destination\n      days {\n        day\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripsToAddPlaceTo {\n    trips(status: upcoming, first: 50) {\n      edges {\n        node {\n          ...TripToAddPlaceTo\n        }\n      }\n    }\n    sharedTrips {\n      ...TripToAddPlaceTo\n      myPart\n      status\n    }\n  }\n"): (typeof documents)["\n  query TripsToAddPlaceTo {\n    trips(status: upcoming, first: 50) {\n      edges {\n        node {\n          ...TripToAddPlaceTo\n        }\n      }\n    }\n    sharedTrips {\n      ...TripToAddPlaceTo\n      myPart\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPlaceToTrip($id: Int!, $placeId: String!, $day: Int!, $expectedVersion: Int) {\n    addPlaceToTrip(id: $id, placeId: $placeId, day: $day, expectedVersion: $expectedVersion) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AddPlaceToTrip($id: Int!, $placeId: String!, $day: Int!, $expectedVersion: Int) {\n    addPlaceToTrip(id: $id, placeId: $placeId, day: $day, expectedVersion: $expectedVersion) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocalSecrets($input: LocalSecretsInput!) {\n    localSecrets(input: $input) {\n      livePlaces\n      places {\n        source\n        id\n        name\n        type\n        category\n        address\n        description\n        coordinates {\n          lat\n          lng\n        }\n        approximateLocation\n        rating\n        openNow\n        priceLevel\n        tips\n        aiTip\n        distanceMeters\n        hoursToday\n        hoursNote\n        city\n        sources {\n          title\n          url\n        }\n        lastChecked\n      }\n      tips {\n        city\n        country\n        bestTimeToVisit\n        thisMonth\n        localEtiquette\n        hiddenGem {\n          id\n          name\n          description\n          tip\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocalSecrets($input: LocalSecretsInput!) {\n    localSecrets(input: $input) {\n      livePlaces\n      places {\n        source\n        id\n        name\n        type\n        category\n        address\n        description\n        coordinates {\n          lat\n          lng\n        }\n        approximateLocation\n        rating\n        openNow\n        priceLevel\n        tips\n        aiTip\n        distanceMeters\n        hoursToday\n        hoursNote\n        city\n        sources {\n          title\n          url\n        }\n        lastChecked\n      }\n      tips {\n        city\n        country\n        bestTimeToVisit\n        thisMonth\n        localEtiquette\n        hiddenGem {\n          id\n          name\n          description\n          tip\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocalSecretsSetup {\n    localSecretsCities {\n      name\n      countryName\n      coordinates {\n        lat\n        lng\n      }\n    }\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n"): (typeof documents)["\n  query LocalSecretsSetup {\n    localSecretsCities {\n      name\n      countryName\n      coordinates {\n        lat\n        lng\n      }\n    }\n    mapSettings {\n      tileUrl\n      attribution\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      prefix\n      scopes\n      expiresAt\n      lastUsedAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      prefix\n      scopes\n      expiresAt\n      lastUsedAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    calendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed {\n    calendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewCalendarFeed {\n    renewCalendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation RenewCalendarFeed {\n    renewCalendarFeed {\n      url\n      webcalUrl\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConnectedApps {\n    connectedApps {\n      id\n      clientName\n      redirectHost\n      scopes\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query ConnectedApps {\n    connectedApps {\n      id\n      clientName\n      redirectHost\n      scopes\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeConnectedApp($id: Int!) {\n    revokeConnectedApp(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeConnectedApp($id: Int!) {\n    revokeConnectedApp(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      id\n      email\n      isVerified\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      id\n      email\n      isVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportAccountData {\n    exportAccountData {\n      fileName\n      data\n    }\n  }\n"): (typeof documents)["\n  mutation ExportAccountData {\n    exportAccountData {\n      fileName\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripReadinessFields on TripReadiness {\n    tripId\n    openCount\n    tickedIds\n    answers {\n      passportExpiry\n      travelerType\n      ageGroup\n      travelPurpose\n      ticketClass\n      affidavitOfSupport\n      travelingWithoutParent\n      ofwDependent\n      permanentResidentAbroad\n      governmentEmployee\n    }\n    items {\n      id\n      title\n      detail\n      status\n      dueDate\n      amountPHP\n      caveat\n      lastChecked\n      sources {\n        id\n        title\n        url\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TripReadinessFields on TripReadiness {\n    tripId\n    openCount\n    tickedIds\n    answers {\n      passportExpiry\n      travelerType\n      ageGroup\n      travelPurpose\n      ticketClass\n      affidavitOfSupport\n      travelingWithoutParent\n      ofwDependent\n      permanentResidentAbroad\n      governmentEmployee\n    }\n    items {\n      id\n      title\n      detail\n      status\n      dueDate\n      amountPHP\n      caveat\n      lastChecked\n      sources {\n        id\n        title\n        url\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripReadiness($tripId: Int!) {\n    tripReadiness(tripId: $tripId) {\n      ...TripReadinessFields\n    }\n  }\n"): (typeof documents)["\n  query TripReadiness($tripId: Int!) {\n    tripReadiness(tripId: $tripId) {\n      ...TripReadinessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTripReadiness($tripId: Int!, $input: UpdateTripReadinessInput!) {\n    updateTripReadiness(tripId: $tripId, input: $input) {\n      ...TripReadinessFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTripReadiness($tripId: Int!, $input: UpdateTripReadinessInput!) {\n    updateTripReadiness(tripId: $tripId, input: $input) {\n      ...TripReadinessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripShareLinkFields on Trip {\n    id\n    shareLink {\n      url\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment TripShareLinkFields on Trip {\n    id\n    shareLink {\n      url\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripShareLink($id: Int!) {\n    trip(id: $id) {\n      ...TripShareLinkFields\n    }\n  }\n"): (typeof documents)["\n  query TripShareLink($id: Int!) {\n    trip(id: $id) {\n      ...TripShareLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareTrip($tripId: Int!) {\n    shareTrip(tripId: $tripId) {\n      ...TripShareLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation ShareTrip($tripId: Int!) {\n    shareTrip(tripId: $tripId) {\n      ...TripShareLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnshareTrip($tripId: Int!) {\n    unshareTrip(tripId: $tripId) {\n      ...TripShareLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnshareTrip($tripId: Int!) {\n    unshareTrip(tripId: $tripId) {\n      ...TripShareLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedTrip($token: String!) {\n    sharedTrip(token: $token) {\n      destinationCountry\n      cities\n      originAirport\n      travelMonth\n      currency\n      duration\n      budget\n      startDate\n      status\n      savedType\n      savedItinerary {\n        ...SavedItineraryDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedTrip($token: String!) {\n    sharedTrip(token: $token) {\n      destinationCountry\n      cities\n      originAirport\n      travelMonth\n      currency\n      duration\n      budget\n      startDate\n      status\n      savedType\n      savedItinerary {\n        ...SavedItineraryDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripTravelers on Trip {\n    id\n    myPart\n    ownerName\n    memberCount\n    members {\n      userId\n      username\n      role\n      joinedAt\n    }\n    invitations {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  fragment TripTravelers on Trip {\n    id\n    myPart\n    ownerName\n    memberCount\n    members {\n      userId\n      username\n      role\n      joinedAt\n    }\n    invitations {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripTravelers($id: Int!) {\n    trip(id: $id) {\n      ...TripTravelers\n    }\n  }\n"): (typeof documents)["\n  query TripTravelers($id: Int!) {\n    trip(id: $id) {\n      ...TripTravelers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToTrip($tripId: Int!, $email: String!, $role: TripRole!) {\n    inviteToTrip(tripId: $tripId, email: $email, role: $role) {\n      ...TripTravelers\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToTrip($tripId: Int!, $email: String!, $role: TripRole!) {\n    inviteToTrip(tripId: $tripId, email: $email, role: $role) {\n      ...TripTravelers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeTripInvitation($tripId: Int!, $invitationId: Int!) {\n    revokeTripInvitation(tripId: $tripId, invitationId: $invitationId) {\n      ...TripTravelers\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeTripInvitation($tripId: Int!, $invitationId: Int!) {\n    revokeTripInvitation(tripId: $tripId, invitationId: $invitationId) {\n      ...TripTravelers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTripMemberRole($tripId: Int!, $userId: Int!, $role: TripRole!) {\n    changeTripMemberRole(tripId: $tripId, userId: $userId, role: $role) {\n      ...TripTravelers\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeTripMemberRole($tripId: Int!, $userId: Int!, $role: TripRole!) {\n    changeTripMemberRole(tripId: $tripId, userId: $userId, role: $role) {\n      ...TripTravelers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTripMember($tripId: Int!, $userId: Int!) {\n    removeTripMember(tripId: $tripId, userId: $userId) {\n      ...TripTravelers\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveTripMember($tripId: Int!, $userId: Int!) {\n    removeTripMember(tripId: $tripId, userId: $userId) {\n      ...TripTravelers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveTrip($tripId: Int!) {\n    leaveTrip(tripId: $tripId)\n  }\n"): (typeof documents)["\n  mutation LeaveTrip($tripId: Int!) {\n    leaveTrip(tripId: $tripId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripInvitationPreview($token: String!) {\n    tripInvitation(token: $token) {\n      tripId\n      destination\n      invitedBy\n      role\n      email\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query TripInvitationPreview($token: String!) {\n    tripInvitation(token: $token) {\n      tripId\n      destination\n      invitedBy\n      role\n      email\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTripInvitation($token: String!) {\n    acceptTripInvitation(token: $token) {\n      id\n      myPart\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptTripInvitation($token: String!) {\n    acceptTripInvitation(token: $token) {\n      id\n      myPart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeDay($input: DayChangeInput!) {\n    changeDay(input: $input) {\n      itinerary {\n        ...SavedItineraryDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeDay($input: DayChangeInput!) {\n    changeDay(input: $input) {\n      itinerary {\n        ...SavedItineraryDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTrip($input: SaveTripInput!) {\n    saveTrip(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTrip($input: SaveTripInput!) {\n    saveTrip(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TravelCalendar($country: String!, $month: Int!, $year: Int) {\n    travelCalendar(country: $country, month: $month, year: $year) {\n      countryCode\n      country\n      month\n      year\n      holidaysDeclared\n      holidays {\n        date\n        name\n        type\n        dayOff\n      }\n      longWeekends {\n        start\n        end\n        days\n      }\n      proclamation {\n        name\n        sources {\n          title\n          url\n        }\n      }\n      destination {\n        season\n        weather\n        events {\n          name\n          where\n        }\n        sources {\n          title\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TravelCalendar($country: String!, $month: Int!, $year: Int) {\n    travelCalendar(country: $country, month: $month, year: $year) {\n      countryCode\n      country\n      month\n      year\n      holidaysDeclared\n      holidays {\n        date\n        name\n        type\n        dayOff\n      }\n      longWeekends {\n        start\n        end\n        days\n      }\n      proclamation {\n        name\n        sources {\n          title\n          url\n        }\n      }\n      destination {\n        season\n        weather\n        events {\n          name\n          where\n        }\n        sources {\n          title\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TripChanges($id: Int!) {\n    tripChanges(tripId: $id) {\n      trip {\n        ...SavedTripDetail\n        ...TripTravelers\n      }\n      changes {\n        by\n        byMe\n        what\n        day\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TripChanges($id: Int!) {\n    tripChanges(tripId: $id) {\n      trip {\n        ...SavedTripDetail\n        ...TripTravelers\n      }\n      changes {\n        by\n        byMe\n        what\n        day\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TripAndExpensesChanges($id: Int!) {\n    tripChanges(tripId: $id) {\n      trip {\n        ...SavedTripDetail\n        ...TripTravelers\n        ...TripExpenses\n      }\n      changes {\n        by\n        byMe\n        what\n        day\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TripAndExpensesChanges($id: Int!) {\n    tripChanges(tripId: $id) {\n      trip {\n        ...SavedTripDetail\n        ...TripTravelers\n        ...TripExpenses\n      }\n      changes {\n        by\n        byMe\n        what\n        day\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedTrip($id: Int!) {\n    trip(id: $id) {\n      ...SavedTripDetail\n      myPart\n    }\n  }\n"): (typeof documents)["\n  query SavedTrip($id: Int!) {\n    trip(id: $id) {\n      ...SavedTripDetail\n      myPart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTripStatus($id: Int!, $status: TripStatus!) {\n    updateTripStatus(id: $id, status: $status) {\n      id\n      status\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeTripStatus($id: Int!, $status: TripStatus!) {\n    updateTripStatus(id: $id, status: $status) {\n      id\n      status\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedTripCounts {\n    tripCounts {\n      upcoming\n      past\n      canceled\n    }\n  }\n"): (typeof documents)["\n  query SavedTripCounts {\n    tripCounts {\n      upcoming\n      past\n      canceled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedTripList {\n    sharedTrips {\n      ...SavedTripCard\n      myPart\n    }\n  }\n"): (typeof documents)["\n  query SharedTripList {\n    sharedTrips {\n      ...SavedTripCard\n      myPart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedTripList($status: TripStatus!, $after: String) {\n    trips(status: $status, first: 50, after: $after) {\n      edges {\n        node {\n          ...SavedTripCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedTripList($status: TripStatus!, $after: String) {\n    trips(status: $status, first: 50, after: $after) {\n      edges {\n        node {\n          ...SavedTripCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisaRequirements($input: VisaCheckInput!) {\n    visaRequirements(input: $input) {\n      country\n      countryCode\n      travelPurpose\n      nationality\n      requirement\n      visaFree\n      stayDuration\n      documents\n      processingTime\n      fees\n      additionalInfo\n      visaType\n      status\n      statusNote\n      lastChecked\n      sources {\n        title\n        url\n        publisher\n        date\n      }\n      officialLink {\n        title\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query VisaRequirements($input: VisaCheckInput!) {\n    visaRequirements(input: $input) {\n      country\n      countryCode\n      travelPurpose\n      nationality\n      requirement\n      visaFree\n      stayDuration\n      documents\n      processingTime\n      fees\n      additionalInfo\n      visaType\n      status\n      statusNote\n      lastChecked\n      sources {\n        title\n        url\n        publisher\n        date\n      }\n      officialLink {\n        title\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLocale {\n    me {\n      id\n      locale\n    }\n  }\n"): (typeof documents)["\n  query AccountLocale {\n    me {\n      id\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLocale($locale: Locale!) {\n    updateLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLocale($locale: Locale!) {\n    updateLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      username\n      email\n      fullName\n      isVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PesoRates {\n    pesoRates {\n      currency\n      php\n      date\n      confirmed\n    }\n  }\n"): (typeof documents)["\n  query PesoRates {\n    pesoRates {\n      currency\n      php\n      date\n      confirmed\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;