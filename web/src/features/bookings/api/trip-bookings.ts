import { useMutation, useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';
import { apiFetch } from '@/lib/api-fetch';

// Bookings on a trip (docs/product/bookings.md): read with the trip, previewed from a pasted
// confirmation, saved on confirmation, removed one by one. Adding and removing refetch the list.

/** What every list of bookings shows; the queries below spread it. */
export const bookingFieldsFragment = graphql(`
  fragment BookingFields on Booking {
    kind
    day
    onDays {
      day
      role
    }
    reference
    flight {
      carrier
      flightNumber
      from {
        airport
        terminal
        at
        zone
      }
      to {
        airport
        terminal
        at
        zone
      }
    }
    stay {
      name
      address
      checkIn
      checkOut
      checkInTime
    }
    activity {
      name
      date
      time
      meetingPoint
    }
  }
`);

const tripBookingsQuery = graphql(`
  query TripBookings($id: Int!) {
    bookingsReadAnyFormat
    trip(id: $id) {
      id
      bookings {
        id
        ...BookingFields
      }
    }
  }
`);

const bookingMailboxQuery = graphql(`
  query BookingMailbox($id: Int!) {
    bookingForwarding
    trip(id: $id) {
      id
      bookingMailbox {
        address
        createdAt
      }
    }
  }
`);

const renewBookingMailboxMutation = graphql(`
  mutation RenewBookingMailbox($tripId: Int!) {
    renewBookingMailbox(tripId: $tripId) {
      address
    }
  }
`);

const closeBookingMailboxMutation = graphql(`
  mutation CloseBookingMailbox($tripId: Int!) {
    closeBookingMailbox(tripId: $tripId)
  }
`);

const previewBookingsMutation = graphql(`
  mutation PreviewBookings($tripId: Int!, $text: String!) {
    previewBookings(tripId: $tripId, text: $text) {
      source
      recognized
      bookings {
        ...BookingFields
      }
    }
  }
`);

const addBookingsMutation = graphql(`
  mutation AddBookings($tripId: Int!, $text: String!) {
    addBookings(tripId: $tripId, text: $text) {
      id
    }
  }
`);

const removeBookingMutation = graphql(`
  mutation RemoveBooking($tripId: Int!, $bookingId: Int!) {
    removeBooking(tripId: $tripId, bookingId: $bookingId)
  }
`);

export function useTripBookings(tripId: number) {
  const { data, loading, error, refetch } = useQuery(tripBookingsQuery, { variables: { id: tripId } });
  // Which texts name the formats: with Gemini, any confirmation may be read.
  return { bookings: data?.trip?.bookings, anyFormat: data?.bookingsReadAnyFormat ?? false, loading, error, refetch };
}

/** The trip's forwarding address (its owner's), and whether this Lakbay takes forwarded mail at all. */
export function useBookingMailbox(tripId: number) {
  const { data } = useQuery(bookingMailboxQuery, { variables: { id: tripId } });
  const refetch = { refetchQueries: [bookingMailboxQuery], awaitRefetchQueries: true };
  const [renew, renewing] = useMutation(renewBookingMailboxMutation, refetch);
  const [close, closing] = useMutation(closeBookingMailboxMutation, refetch);
  return {
    enabled: data?.bookingForwarding ?? false,
    mailbox: data?.trip?.bookingMailbox ?? null,
    renewMailbox: () => renew({ variables: { tripId } }),
    closeMailbox: () => close({ variables: { tripId } }),
    pending: renewing.loading || closing.loading,
  };
}

export function useBookingMutations(tripId: number) {
  const refetch = { refetchQueries: [tripBookingsQuery], awaitRefetchQueries: true };
  const [preview, previewing] = useMutation(previewBookingsMutation);
  const [add, adding] = useMutation(addBookingsMutation, refetch);
  const [remove, removing] = useMutation(removeBookingMutation, refetch);
  return {
    previewBookings: async (text: string) => (await preview({ variables: { tripId, text } })).data!.previewBookings,
    addBookings: (text: string) => add({ variables: { tripId, text } }),
    removeBooking: (bookingId: number) => remove({ variables: { tripId, bookingId } }),
    previewing: previewing.loading,
    adding: adding.loading,
    removing: removing.loading,
  };
}

/** A file's bytes as base64, as the upload's JSON carries them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: one call with a whole file's bytes would pass too many arguments.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/**
 * The text of an uploaded confirmation (.eml or PDF), taken out by the server for the paste box. A refusal
 * (the wrong kind of file, too large, unreadable) rejects with an ApiError carrying the server's own message.
 */
export async function confirmationFileText(tripId: number, file: File): Promise<string> {
  const response = await apiFetch(`/api/trips/${tripId}/booking-file`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fileName: file.name, content: await base64Of(file) }),
  });
  return ((await response.json()) as { text: string }).text;
}
