// Co-travelers on a trip (issue #17, docs/product/travel-together.md). GraphQL
// (graphql/types/trip-members.ts) and REST (rest/trip-members.ts) are thin
// adapters over this service; what a member may do with the trip itself is
// enforced by the trip service (trips.ts).
//
// Rules:
// - Only the owner invites, changes roles, removes members and revokes
//   invitations. A member asking is FORBIDDEN; anyone else gets NOT_FOUND.
// - An invitation is a link e-mailed to one address. Its token is 32 random
//   bytes; only the SHA-256 is stored. It expires after 7 days, is used up by
//   accepting, and inviting the same address again replaces it.
// - Only the account whose e-mail address was invited can accept: a forwarded
//   or leaked link does not let someone else in.
// - The inviter's answer is the same whether or not the address has an
//   account, or belongs to a member already: inviting tells nobody who uses
//   Lakbay, nor which address a member has (only the owner's own is refused). The e-mail is in the
//   recipient's language when they have an account, else in the inviter's.
// - Every member sees who else is on the trip (names and roles, not e-mail
//   addresses); pending invitations and their addresses only the owner sees.
import { randomBytes } from 'node:crypto';
import { inviteForm, role } from '@lakbay/validation/trip-members';
import type pg from 'pg';
import { z } from 'zod';
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { TripRole } from '../../generated/prisma/enums.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { createBackgroundMail } from '../../lib/background-mail.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mailer.js';
import { parseInput } from '../../lib/validation.js';
import type { AuthService } from '../auth/auth.js';
import { hashToken } from '../auth/auth.js';
import { tripInvitationEmail } from '../auth/emails.js';
import { createLimiters, type RateLimitRule } from '../auth/rate-limits.js';
import type { TripEvents } from './trip-events.js';
import { body, rowIdSchema, tripMessages, type TripPart, type TripService } from './trips.js';

export const memberMessages = {
  alreadyOnTrip: 'trips:members.alreadyOnTrip',
  tooManyMembers: 'trips:members.tooManyMembers',
  invitationInvalid: 'trips:members.invitationInvalid',
  otherAddress: 'trips:members.otherAddress',
  memberNotFound: 'trips:members.memberNotFound',
  ownerCannotLeave: 'trips:members.ownerCannotLeave',
} as const;

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Members besides the owner; invitations still open count too. */
export const MAX_MEMBERS = 20;

export interface TripMemberRateLimits {
  /** Invitations one user sends. */
  invitationsPerUser: RateLimitRule;
  /** Invitations one address receives, whoever sends them (issue #33 S6). */
  invitationsPerRecipient: RateLimitRule;
}

export const defaultTripMemberRateLimits: TripMemberRateLimits = {
  invitationsPerUser: { points: 20, durationSeconds: 60 * 60 },
  invitationsPerRecipient: { points: 3, durationSeconds: 24 * 60 * 60 },
};

const inviteSchema = body(inviteForm.shape);
const roleSchema = body({ role });
/** A token as the link carries it: 43 base64url characters. Anything else cannot be an invitation. */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** A member as every member sees them. */
export interface TripMemberView {
  userId: number;
  username: string;
  role: TripRole;
  joinedAt: Date;
}

/** An open invitation, as the owner sees it. */
export interface TripInvitationView {
  id: number;
  email: string;
  role: TripRole;
  expiresAt: Date;
}

/** The Travelers dialog's data (GET /api/trips/{id}/members). */
export interface TripTravelers {
  myPart: TripPart;
  ownerName: string;
  members: TripMemberView[];
  invitations: TripInvitationView[];
}

/** What the invitation page shows before the invitee accepts. */
export interface InvitationPreview {
  tripId: number;
  destination: string;
  invitedBy: string;
  role: TripRole;
  email: string;
  expiresAt: Date;
}

export function createTripMemberService(deps: {
  prisma: PrismaClient;
  pool: pg.Pool;
  logger: Logger;
  mailer: Mailer;
  auth: Pick<AuthService, 'requireVerifiedUser'>;
  trips: Pick<TripService, 'get' | 'getOwn' | 'savedItinerary'>;
  /** Joining, leaving and role changes show on the trip pages open elsewhere. */
  events: Pick<TripEvents, 'publish'>;
  publicUrl: string;
  rateLimitMultiplier?: number;
  now?: () => Date;
}) {
  const { prisma, auth, trips, events } = deps;
  const now = deps.now ?? (() => new Date());
  const limits = createLimiters(deps.pool, defaultTripMemberRateLimits, deps.rateLimitMultiplier);
  const mail = createBackgroundMail(deps.mailer, deps.logger);

  /** The owner's trip with what an invitation e-mail names; the trip service decides who may ask. */
  async function ownTrip(userId: number | null, tripId: unknown) {
    return trips.getOwn(userId, tripId, {
      include: { user: { select: { id: true, username: true, email: true, locale: true } } },
    });
  }

  const memberView = (member: { role: TripRole; createdAt: Date; user: { id: number; username: string } }) => ({
    userId: member.user.id,
    username: member.user.username,
    role: member.role,
    joinedAt: member.createdAt,
  });
  const memberColumns = { role: true, createdAt: true, user: { select: { id: true, username: true } } } as const;

  /** An open invitation by its token; NOT_FOUND when the token is malformed, used, replaced or expired. */
  async function openInvitation(token: unknown) {
    const parsed = tokenSchema.safeParse(token);
    const invitation = parsed.success
      ? await prisma.tripInvitation.findUnique({
          where: { tokenHash: hashToken(parsed.data) },
          include: { invitedBy: { select: { username: true } } },
        })
      : null;
    if (!invitation || invitation.expiresAt <= now()) throw notFound(memberMessages.invitationInvalid);
    return invitation;
  }

  function parseMemberId(id: unknown): number {
    const parsed = rowIdSchema.safeParse(id);
    if (!parsed.success) throw notFound(memberMessages.memberNotFound);
    return parsed.data;
  }

  const listMembers = (tripId: number) =>
    prisma.tripMember.findMany({
      where: { tripId },
      orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }],
      select: memberColumns,
    });
  const openInvitations = (tripId: number) =>
    prisma.tripInvitation.findMany({
      where: { tripId, expiresAt: { gt: now() } },
      orderBy: { createdAt: 'asc' },
      select: { id: true, email: true, role: true, expiresAt: true },
    });

  return {
    /**
     * Everything the Travelers dialog shows, with one access check: the user's part, the owner's
     * username, the members, and (for the owner) the open invitations.
     */
    async travelers(userId: number | null, tripId: unknown): Promise<TripTravelers> {
      const trip = await trips.get(userId, tripId, {
        select: { id: true, userId: true, user: { select: { username: true } } },
      });
      const members = await listMembers(trip.id);
      const myPart: TripPart | undefined =
        trip.userId === userId ? 'owner' : members.find((member) => member.user.id === userId)?.role;
      // They left between the two reads.
      if (!myPart) throw notFound(tripMessages.notFound);
      return {
        myPart,
        ownerName: trip.user.username,
        members: members.map(memberView),
        invitations: myPart === 'owner' ? await openInvitations(trip.id) : [],
      };
    },

    /** The co-travelers on a trip the user can read, in the order they joined: names and roles. */
    async members(userId: number | null, tripId: unknown): Promise<TripMemberView[]> {
      const { id } = await trips.get(userId, tripId, { select: { id: true } });
      return (await listMembers(id)).map(memberView);
    },

    /**
     * The usernames of everyone on a trip the user can read, the owner included, by user id: who a live
     * change names (members see each other's usernames, never an address).
     */
    async names(userId: number | null, tripId: unknown): Promise<Map<number, string>> {
      const trip = await trips.get(userId, tripId, {
        select: { id: true, user: { select: { id: true, username: true } } },
      });
      const members = await listMembers(trip.id);
      return new Map([
        [trip.user.id, trip.user.username],
        ...members.map((member) => [member.user.id, member.user.username] as const),
      ]);
    },

    /** The owner's view of the invitations not yet accepted or expired. */
    async invitations(userId: number | null, tripId: unknown): Promise<TripInvitationView[]> {
      const { id } = await trips.getOwn(userId, tripId, { select: { id: true } });
      return openInvitations(id);
    },

    /** Invites an address to the owner's trip and e-mails the link; answers the invitation. */
    async invite(userId: number | null, tripId: unknown, input: unknown): Promise<TripInvitationView> {
      const trip = await ownTrip(userId, tripId);
      const { email, role } = parseInput(inviteSchema, input);
      await limits.invitationsPerUser.consume(String(trip.user.id));
      const [existing, open, recipient] = await Promise.all([
        prisma.tripMember.count({ where: { tripId: trip.id } }),
        prisma.tripInvitation.count({ where: { tripId: trip.id, expiresAt: { gt: now() }, NOT: { email } } }),
        prisma.user.findUnique({ where: { email }, select: { locale: true } }),
      ]);
      // Only the owner's own address is refused: a member's is answered like any other (accepting it
      // keeps them on the trip with this role), so guessed addresses confirm no member's (issue #33 S10).
      if (email === trip.user.email) throw new AppError('CONFLICT', memberMessages.alreadyOnTrip, { field: 'email' });
      if (existing + open >= MAX_MEMBERS) throw badInput(memberMessages.tooManyMembers, { field: 'email' });
      await limits.invitationsPerRecipient.consume(email);

      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + INVITATION_TTL_MS);
      const data = { role, tokenHash: hashToken(token), expiresAt, invitedById: trip.user.id, createdAt: now() };
      const invitation = await prisma.tripInvitation.upsert({
        where: { tripId_email: { tripId: trip.id, email } },
        create: { tripId: trip.id, email, ...data },
        update: data,
        select: { id: true, email: true, role: true, expiresAt: true },
      });
      mail.deliver(
        tripInvitationEmail({
          to: email,
          locale: recipient?.locale ?? trip.user.locale,
          inviter: trip.user.username,
          role,
          link: `${deps.publicUrl}/join-trip?token=${token}`,
        }),
        { tripId: trip.id },
      );
      return invitation;
    },

    /** Withdraws an open invitation: its link stops working. Harmless when it is already gone. */
    async revokeInvitation(userId: number | null, tripId: unknown, invitationId: unknown): Promise<true> {
      const { id } = await trips.getOwn(userId, tripId, { select: { id: true } });
      const parsed = rowIdSchema.safeParse(invitationId);
      if (parsed.success) await prisma.tripInvitation.deleteMany({ where: { id: parsed.data, tripId: id } });
      return true;
    },

    /** What an invitation is for, shown before accepting; anyone holding the link may read it. */
    async preview(token: unknown): Promise<InvitationPreview> {
      const invitation = await openInvitation(token);
      const trip = await prisma.trip.findUniqueOrThrow({ where: { id: invitation.tripId } });
      return {
        tripId: trip.id,
        destination: trips.savedItinerary(trip).destination,
        invitedBy: invitation.invitedBy.username,
        role: invitation.role,
        email: invitation.email,
        expiresAt: invitation.expiresAt,
      };
    },

    /** Joins the trip as the invitation says; the link is used up. Answers the trip's id. */
    async accept(userId: number | null, token: unknown): Promise<number> {
      const user = await auth.requireVerifiedUser(userId);
      const invitation = await openInvitation(token);
      if (invitation.email !== user.email) throw new AppError('FORBIDDEN', memberMessages.otherAddress);
      const tripId = await prisma.$transaction(async (transaction) => {
        // Deleting first makes the token single-use even when two accepts race: only one deletes the row.
        const { count } = await transaction.tripInvitation.deleteMany({
          where: { id: invitation.id, expiresAt: { gt: now() } },
        });
        if (count !== 1) throw notFound(memberMessages.invitationInvalid);
        const trip = await transaction.trip.findUniqueOrThrow({ where: { id: invitation.tripId } });
        if (trip.userId !== user.id) {
          await transaction.tripMember.upsert({
            where: { tripId_userId: { tripId: trip.id, userId: user.id } },
            create: { tripId: trip.id, userId: user.id, role: invitation.role },
            update: { role: invitation.role },
          });
        }
        return trip.id;
      });
      await events.publish(tripId, { by: user.id, what: 'members' });
      return tripId;
    },

    /** The owner gives a member another role. */
    async setRole(userId: number | null, tripId: unknown, memberId: unknown, input: unknown): Promise<TripMemberView> {
      const { id } = await trips.getOwn(userId, tripId, { select: { id: true } });
      const { role } = parseInput(roleSchema, input);
      const where = { tripId: id, userId: parseMemberId(memberId) };
      const { count } = await prisma.tripMember.updateMany({ where, data: { role } });
      const member = count === 1 ? await prisma.tripMember.findFirst({ where, select: memberColumns }) : null;
      if (!member) throw notFound(memberMessages.memberNotFound);
      await events.publish(id, { by: userId!, what: 'members' });
      return memberView(member);
    },

    /** The owner takes a member off the trip. */
    async remove(userId: number | null, tripId: unknown, memberId: unknown): Promise<true> {
      const { id } = await trips.getOwn(userId, tripId, { select: { id: true } });
      const { count } = await prisma.tripMember.deleteMany({ where: { tripId: id, userId: parseMemberId(memberId) } });
      if (count !== 1) throw notFound(memberMessages.memberNotFound);
      await events.publish(id, { by: userId!, what: 'members' });
      return true;
    },

    /** A member leaves a trip; the owner cannot (they delete it instead). */
    async leave(userId: number | null, tripId: unknown): Promise<true> {
      const { id, userId: ownerId } = await trips.get(userId, tripId, { select: { id: true, userId: true } });
      if (ownerId === userId) throw new AppError('CONFLICT', memberMessages.ownerCannotLeave);
      await prisma.tripMember.deleteMany({ where: { tripId: id, userId: userId! } });
      await events.publish(id, { by: userId!, what: 'members' });
      return true;
    },

    /** Resolves once every invitation e-mail handed to the mailer has been sent or has failed. */
    idle: () => mail.idle(),
  };
}

export type TripMemberService = ReturnType<typeof createTripMemberService>;
