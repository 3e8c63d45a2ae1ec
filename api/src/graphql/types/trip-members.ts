// Travel together over GraphQL (issue #17): a thin adapter over
// services/trips/trip-members.ts, which checks the owner, the roles and the
// invitation tokens. Mutations that change who is on a trip answer the trip,
// so a client's cache sees its members change.
import { TripRole } from '../../generated/prisma/enums.js';
import type { InvitationPreview, TripInvitationView, TripMemberView } from '../../services/trips/trip-members.js';
import { MAX_TRIPS_PAGE, type TripPart } from '../../services/trips/trips.js';
import { builder } from '../builder.js';
import { fieldCost } from '../query-cost.js';

export const TripRoleEnum = builder.enumType('TripRole', {
  description: 'What a co-traveler may do with a trip (docs/product/travel-together.md).',
  values: {
    editor: { value: TripRole.editor, description: 'Changes the trip’s details and days, and marks it complete.' },
    viewer: { value: TripRole.viewer, description: 'Reads the trip.' },
  },
});

const TripPartEnum = builder.enumType('TripPart', {
  description: 'The signed-in user’s part in a trip.',
  values: {
    owner: {
      value: 'owner' as TripPart,
      description: 'Made the trip: may do everything, and alone deletes, cancels, shares and invites.',
    },
    editor: { value: TripRole.editor, description: 'A co-traveler who changes the trip’s details and days.' },
    viewer: { value: TripRole.viewer, description: 'A co-traveler who reads the trip.' },
  },
});

const TripMemberRef = builder.objectRef<TripMemberView>('TripMember').implement({
  description: 'A co-traveler on a trip, as every member sees them: no e-mail address.',
  fields: (t) => ({
    userId: t.exposeInt('userId', {
      description: 'The member’s user id: the owner names it to change a role or remove them.',
    }),
    username: t.exposeString('username', { description: 'The member’s username.' }),
    role: t.expose('role', { type: TripRoleEnum, description: 'editor or viewer.' }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime', description: 'When they accepted the invitation.' }),
  }),
});

const TripInvitationRef = builder.objectRef<TripInvitationView>('TripInvitation').implement({
  description: 'An invitation not yet accepted, as the trip’s owner sees it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'Names the invitation to revoke it.' }),
    email: t.exposeString('email', { description: 'The address it was sent to.' }),
    role: t.expose('role', { type: TripRoleEnum, description: 'The role the invitee gets on accepting.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the link stops working.' }),
  }),
});

const InvitationPreviewRef = builder.objectRef<InvitationPreview>('TripInvitationPreview').implement({
  description: 'What an invitation link is for, shown before it is accepted.',
  fields: (t) => ({
    tripId: t.exposeInt('tripId', { description: 'The trip’s id: its page is /trips/{id} once accepted.' }),
    destination: t.exposeString('destination', { description: 'Where the trip goes, as its itinerary names it.' }),
    invitedBy: t.exposeString('invitedBy', { description: 'The username of the owner who sent it.' }),
    role: t.expose('role', { type: TripRoleEnum, description: 'The role accepting gives.' }),
    email: t.exposeString('email', { description: 'The address it was sent to: only that account can accept.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the link stops working.' }),
  }),
});

builder.prismaObjectFields('Trip', (t) => ({
  ownerName: t.string({
    description: 'The username of the trip’s owner, as members see each other.',
    select: { user: { select: { username: true } } },
    resolve: (trip) => trip.user.username,
  }),
  myPart: t.field({
    type: TripPartEnum,
    description: 'The signed-in user’s part in this trip: owner, editor or viewer.',
    // The user's membership comes with the trip, in the same query: a list of shared trips asks no more.
    select: (_args, context) => ({
      userId: true,
      members: { where: { userId: context.userId ?? -1 }, select: { role: true } },
    }),
    resolve: (trip, _args, context) => {
      if (trip.userId === context.userId) return 'owner';
      // A trip is only ever read by its owner or a member; should the membership be gone since, the service says so.
      return trip.members[0]?.role ?? context.services.trips.part(context.userId, trip.id);
    },
  }),
  memberCount: t.relationCount('members', {
    description:
      'How many co-travelers the trip has, the owner not counted: 0 is a solo trip. Read with the trip, in the same query (a trip card asks no more).',
  }),
  members: t.field({
    type: [TripMemberRef],
    description: 'The co-travelers, in the order they joined; the owner is not among them.',
    extensions: fieldCost({ queries: 3 }),
    resolve: (trip, _args, context) => context.services.tripMembers.members(context.userId, trip.id),
  }),
  invitations: t.field({
    type: [TripInvitationRef],
    description: 'Invitations not yet accepted or expired. Only the owner sees them: empty for members.',
    extensions: fieldCost({ queries: 3 }),
    resolve: (trip, _args, context) =>
      trip.userId === context.userId ? context.services.tripMembers.invitations(context.userId, trip.id) : [],
  }),
}));

const tripIdArg = { required: true, description: 'The trip id.' } as const;
const memberArg = { required: true, description: 'The member’s `userId`.' } as const;

builder.queryFields((t) => ({
  sharedTrips: t.prismaField({
    type: ['Trip'],
    description:
      'Other people’s trips the signed-in user is a member of, newest first (at most 100): My Trips, “Shared with me”.',
    extensions: fieldCost({ items: { default: MAX_TRIPS_PAGE, max: MAX_TRIPS_PAGE } }),
    resolve: (query, _root, _args, context) => context.services.trips.sharedWith(context.userId, query),
  }),
  tripInvitation: t.field({
    type: InvitationPreviewRef,
    description:
      'What an invitation link is for, for anyone holding it. NOT_FOUND when the link is malformed, used, replaced or expired.',
    args: {
      token: t.arg.string({ required: true, description: 'The `token` of the link: /join-trip?token={token}.' }),
    },
    resolve: (_root, { token }, context) => context.services.tripMembers.preview(token),
  }),
}));

builder.mutationFields((t) => ({
  inviteToTrip: t.prismaField({
    type: 'Trip',
    description:
      'E-mails an invitation to join your trip; inviting the same address again replaces the link. Limited per user. CONFLICT when the person is already on the trip; FORBIDDEN for members.',
    args: {
      tripId: t.arg.int(tripIdArg),
      email: t.arg.string({ required: true, description: 'Where the invitation goes.' }),
      role: t.arg({ type: TripRoleEnum, required: true, description: 'What they may do once they accept.' }),
    },
    resolve: async (query, _root, { tripId, email, role }, context) => {
      await context.services.tripMembers.invite(context.userId, tripId, { email, role });
      return context.services.trips.get(context.userId, tripId, query);
    },
  }),
  revokeTripInvitation: t.prismaField({
    type: 'Trip',
    description: 'Withdraws an invitation of your trip: its link stops working. Harmless when it is already gone.',
    args: {
      tripId: t.arg.int(tripIdArg),
      invitationId: t.arg.int({ required: true, description: 'The invitation’s `id`.' }),
    },
    resolve: async (query, _root, { tripId, invitationId }, context) => {
      await context.services.tripMembers.revokeInvitation(context.userId, tripId, invitationId);
      return context.services.trips.get(context.userId, tripId, query);
    },
  }),
  acceptTripInvitation: t.prismaField({
    type: 'Trip',
    description:
      'Joins a trip with an invitation sent to your e-mail address; the link is used up. NOT_FOUND for a bad or used link, FORBIDDEN when it was sent to another address.',
    args: { token: t.arg.string({ required: true, description: 'The `token` of the link.' }) },
    resolve: async (query, _root, { token }, context) => {
      const tripId = await context.services.tripMembers.accept(context.userId, token);
      return context.services.trips.get(context.userId, tripId, query);
    },
  }),
  changeTripMemberRole: t.prismaField({
    type: 'Trip',
    description: 'Gives a member of your trip another role.',
    args: {
      tripId: t.arg.int(tripIdArg),
      userId: t.arg.int(memberArg),
      role: t.arg({ type: TripRoleEnum, required: true, description: 'The new role.' }),
    },
    resolve: async (query, _root, { tripId, userId, role }, context) => {
      await context.services.tripMembers.setRole(context.userId, tripId, userId, { role });
      return context.services.trips.get(context.userId, tripId, query);
    },
  }),
  removeTripMember: t.prismaField({
    type: 'Trip',
    description: 'Takes a member off your trip.',
    args: { tripId: t.arg.int(tripIdArg), userId: t.arg.int(memberArg) },
    resolve: async (query, _root, { tripId, userId }, context) => {
      await context.services.tripMembers.remove(context.userId, tripId, userId);
      return context.services.trips.get(context.userId, tripId, query);
    },
  }),
  leaveTrip: t.boolean({
    description: 'Leaves a trip you are a member of. CONFLICT for its owner, who deletes it instead.',
    args: { tripId: t.arg.int(tripIdArg) },
    resolve: (_root, { tripId }, context) => context.services.tripMembers.leave(context.userId, tripId),
  }),
}));
