import { graphql } from '@/gql/gql';

// The trip fields the screens read, as fragments so the lists, the trip page
// and every mutation answer write the same fields into Apollo's cache (a
// mutation's answer then updates whatever screen shows that trip).

/** What a trip card shows, and what the Edit Trip dialog starts from. */
export const savedTripCardFragment = graphql(`
  fragment SavedTripCard on Trip {
    id
    destinationCountry
    cities
    originAirport
    travelMonth
    currency
    duration
    budget
    startDate
    status
    savedType
    version
    memberCount
    savedItinerary {
      destination
      totalBudget
      currency
    }
  }
`);

/** The whole saved itinerary, as the trip page and a shared trip's page show it. */
export const savedItineraryDetailFragment = graphql(`
  fragment SavedItineraryDetail on Itinerary {
    destination
    totalBudget
    currency
    duration
    startDate
    overview
    tips
    days {
      day
      title
      activities
      accommodation
      transportation
      meals
      costs {
        accommodation
        meals
        activities
        transportation
      }
      unverifiedPlaces {
        name
        line
      }
      stops {
        ...DayStop
      }
    }
    extraCosts {
      label
      amount
      note
      category
    }
    unverifiedPlaceCount
  }
`);

/** Everything /trips/{id} shows: the card's fields, the whole saved itinerary and the bookings on its days. */
export const savedTripDetailFragment = graphql(`
  fragment SavedTripDetail on Trip {
    ...SavedTripCard
    savedItinerary {
      ...SavedItineraryDetail
    }
    bookings {
      id
      ...BookingFields
    }
  }
`);
