import { useMutation, useQuery } from '@apollo/client/react';

import { forgetSharedTrips } from '@/entities/trip/api/trip-lists-cache';
import { graphql } from '@/gql/gql';

// Travel together (docs/product/travel-together.md): who is on a trip, the
// owner's invitations, and joining with an invitation link. The server checks
// every rule; the screens only hide what the user's part does not allow.
// Every mutation that changes who is on a trip answers the trip with these
// fields, so Apollo's cache (Trip:id) updates the Travelers dialog.

/** The trip's travelers as the Travelers dialog shows them: the user's part, the members and (owner only) open invitations. */
export const tripTravelersFragment = graphql(`
  fragment TripTravelers on Trip {
    id
    myPart
    ownerName
    memberCount
    members {
      userId
      username
      role
      joinedAt
    }
    invitations {
      id
      email
      role
      expiresAt
    }
  }
`);

const tripTravelersQuery = graphql(`
  query TripTravelers($id: Int!) {
    trip(id: $id) {
      ...TripTravelers
    }
  }
`);

const inviteToTripMutation = graphql(`
  mutation InviteToTrip($tripId: Int!, $email: String!, $role: TripRole!) {
    inviteToTrip(tripId: $tripId, email: $email, role: $role) {
      ...TripTravelers
    }
  }
`);

const revokeTripInvitationMutation = graphql(`
  mutation RevokeTripInvitation($tripId: Int!, $invitationId: Int!) {
    revokeTripInvitation(tripId: $tripId, invitationId: $invitationId) {
      ...TripTravelers
    }
  }
`);

const changeTripMemberRoleMutation = graphql(`
  mutation ChangeTripMemberRole($tripId: Int!, $userId: Int!, $role: TripRole!) {
    changeTripMemberRole(tripId: $tripId, userId: $userId, role: $role) {
      ...TripTravelers
    }
  }
`);

const removeTripMemberMutation = graphql(`
  mutation RemoveTripMember($tripId: Int!, $userId: Int!) {
    removeTripMember(tripId: $tripId, userId: $userId) {
      ...TripTravelers
    }
  }
`);

const leaveTripMutation = graphql(`
  mutation LeaveTrip($tripId: Int!) {
    leaveTrip(tripId: $tripId)
  }
`);

const tripInvitationQuery = graphql(`
  query TripInvitationPreview($token: String!) {
    tripInvitation(token: $token) {
      tripId
      destination
      invitedBy
      role
      email
      expiresAt
    }
  }
`);

const acceptTripInvitationMutation = graphql(`
  mutation AcceptTripInvitation($token: String!) {
    acceptTripInvitation(token: $token) {
      id
      myPart
    }
  }
`);

/** The trip's members and invitations; read only while `skip` is false (once the dialog opens). */
export function useTripTravelers(id: number, { skip = false } = {}) {
  const { data, loading, error, refetch } = useQuery(tripTravelersQuery, { variables: { id }, skip });
  return { travelers: data?.trip, loading, error, refetch };
}

/** The owner's changes to who is on the trip; each answers the trip's travelers, which the cache takes in. */
export function useTripMemberMutations() {
  const [invite, { loading: inviting }] = useMutation(inviteToTripMutation);
  const [revoke] = useMutation(revokeTripInvitationMutation);
  const [changeRole] = useMutation(changeTripMemberRoleMutation);
  const [remove] = useMutation(removeTripMemberMutation);
  return { invite, inviting, revoke, changeRole, remove };
}

/** A member leaves the trip: it leaves the cache too, and My Trips' shared list asks again. */
export function useLeaveTrip() {
  const [leave, { loading }] = useMutation(leaveTripMutation);
  const leaveTrip = (tripId: number) =>
    leave({
      variables: { tripId },
      update: (cache) => {
        cache.evict({ id: cache.identify({ __typename: 'Trip', id: tripId }) });
        forgetSharedTrips(cache);
      },
    });
  return { leaveTrip, leaving: loading };
}

/**
 * What an invitation link is for. A used, replaced or expired link answers
 * NOT_FOUND with the server's message; errorPolicy 'all' keeps that answer.
 */
export function useTripInvitation(token: string) {
  const { data, loading, error, refetch } = useQuery(tripInvitationQuery, {
    variables: { token },
    errorPolicy: 'all',
    // Every visit asks again: the link may have been used or revoked since.
    fetchPolicy: 'network-only',
  });
  return { invitation: data?.tripInvitation, loading, error, refetch };
}

/** Joins the trip; My Trips' shared list then asks again. Resolves to the trip's id. */
export function useAcceptTripInvitation() {
  const [accept, { loading }] = useMutation(acceptTripInvitationMutation, { update: forgetSharedTrips });
  const acceptInvitation = async (token: string) => {
    const { data } = await accept({ variables: { token } });
    return data!.acceptTripInvitation.id;
  };
  return { acceptInvitation, accepting: loading };
}
