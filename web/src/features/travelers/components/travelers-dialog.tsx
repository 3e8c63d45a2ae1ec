import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { TRIP_ROLES, type InvitedRole } from '@lakbay/validation/trip-members-fields';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { CenteredDialog } from '@/components/ui/centered-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { Form } from '@/components/ui/form';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast, type ToastOptions } from '@/lib/toast';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useZodForm } from '@/hooks/use-zod-form';
import { useLeaveTrip, useTripMemberMutations, useTripTravelers } from '@/features/travelers/api/trip-members';
import { Icon } from '@/components/ui/icon';
import type { TripPart, TripRole, TripTravelersFragment } from '@/gql/graphql';
import { readFailure } from '@/lib/failure';
import { formatDate } from '@/lib/i18n';

type Member = TripTravelersFragment['members'][number];
type Invitation = TripTravelersFragment['invitations'][number];

/**
 * Makes one change of who is on the trip and says how it went: the success toast, or the failure's
 * title with the server's message, which says why (not the owner, already on the trip…). True when it worked.
 */
async function changeWithToast(
  change: () => Promise<unknown>,
  success: Omit<ToastOptions, 'type'>,
  failureTitle: string,
): Promise<boolean> {
  try {
    await change();
    toast({ type: 'success', ...success });
    return true;
  } catch (error) {
    toast({ type: 'error', title: failureTitle, description: readFailure(error).message });
    return false;
  }
}

/**
 * The trip page's Travelers button (docs/product/travel-together.md): a dialog
 * listing who is on the trip. The owner invites by e-mail, revokes open
 * invitations, changes roles and removes members; a member may leave. The
 * server checks each step; this only offers what the user's part allows.
 */
export function TravelersButton({ tripId, part }: { tripId: number; part: TripPart }) {
  const { t } = useTranslation('trips');
  const [open, setOpen] = useState(false);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const { leaveTrip } = useLeaveTrip();
  const navigate = useNavigate();

  const leave = async () => {
    if (await changeWithToast(() => leaveTrip(tripId), { title: t('members.left') }, t('members.leaveFailed'))) {
      void navigate('/my-trips', { replace: true });
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Icon name="users" />
        {t('members.open')}
      </Button>
      <CenteredDialog
        open={open}
        onOpenChange={setOpen}
        maxW="xl"
        scrollBehavior="inside"
        closeLabel={t('members.close')}
      >
        <Dialog.Header pe="12">
          <Dialog.Title textStyle="xl">{t('members.title')}</Dialog.Title>
        </Dialog.Header>
        <TravelersBody
          tripId={tripId}
          part={part}
          onLeave={() => {
            setOpen(false);
            setConfirmingLeave(true);
          }}
        />
      </CenteredDialog>
      <ConfirmDialog
        open={confirmingLeave}
        onOpenChange={setConfirmingLeave}
        title={t('members.leaveConfirm.title')}
        description={t('members.leaveConfirm.description')}
        keepLabel={t('members.leaveConfirm.keep')}
        confirmLabel={t('members.leaveConfirm.confirm')}
        onConfirm={() => void leave()}
      />
    </>
  );
}

/** Loading, a failure, or the travelers: the owner's invite form and controls, or a member's Leave Trip. */
function TravelersBody({ tripId, part, onLeave }: { tripId: number; part: TripPart; onLeave: () => void }) {
  const { t } = useTranslation('trips');
  const { travelers, loading, error, refetch } = useTripTravelers(tripId);
  const owner = part === 'owner';

  return (
    <QueryState
      data={travelers}
      loading={loading}
      error={error}
      errorTitle={t('members.loadFailed')}
      onRetry={() => void refetch()}
      loadingText={t('members.loading')}
      frame={(view) => <Dialog.Body>{view}</Dialog.Body>}
    >
      {(travelers) => (
        <>
          <Dialog.Body>
            <Stack gap="6">
              <Dialog.Description color="fg.muted">
                {owner ? t('members.introOwner') : t(`members.introMember.${part}`)}
              </Dialog.Description>
              {owner && <InviteSection tripId={tripId} />}
              <MemberList tripId={tripId} ownerName={travelers.ownerName} members={travelers.members} owner={owner} />
              {owner && travelers.invitations.length > 0 && (
                <InvitationList tripId={tripId} invitations={travelers.invitations} />
              )}
            </Stack>
          </Dialog.Body>
          {!owner && (
            <Dialog.Footer>
              <Button variant="outline" colorPalette="red" onClick={onLeave} w={{ base: 'full', sm: 'auto' }}>
                <Icon name="logOut" />
                {t('members.leave')}
              </Button>
            </Dialog.Footer>
          )}
        </>
      )}
    </QueryState>
  );
}

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Heading as="h3" size="sm" id={id} mb="2">
      {children}
    </Heading>
  );
}

/** The owner's invitation form, emptied for the next one after each invitation sent. */
function InviteSection({ tripId }: { tripId: number }) {
  const [sent, setSent] = useState(0);
  return <InviteForm key={sent} tripId={tripId} onSent={() => setSent((count) => count + 1)} />;
}

/** The owner's invitation: an address and a role; the server e-mails the link. */
function InviteForm({ tripId, onSent }: { tripId: number; onSent: () => void }) {
  const { t } = useTranslation('trips');
  const { invite, inviting } = useTripMemberMutations();
  const { field, handleSubmit, focus, watch, setValue, submitProgress } = useZodForm(
    () => import('@lakbay/validation/trip-members').then((rules) => rules.inviteForm),
    {
      defaultValues: { email: '', role: 'editor' },
    },
  );
  const role = watch('role');

  const onSubmit = handleSubmit(async ({ email, role }) => {
    const sent = await changeWithToast(
      () => invite({ variables: { tripId, email, role } }),
      { title: t('members.invite.sent'), description: t('members.invite.sentText', { email }) },
      t('members.invite.failed'),
    );
    if (sent) onSent();
    else focus('email');
  });

  return (
    <Box as="section" aria-labelledby="invite-heading">
      <SectionHeading id="invite-heading">{t('members.invite.heading')}</SectionHeading>
      <Stack asChild gap="3">
        <Form onSubmit={onSubmit} noValidate aria-label={t('members.invite.heading')}>
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'start' }}>
            <Box flex="1" minW="0">
              <TextField
                label={t('members.invite.email')}
                type="email"
                autoComplete="off"
                spellCheck={false}
                size="md"
                {...field('email')}
              />
            </Box>
            <Box w={{ base: 'full', sm: '36' }}>
              <SelectField
                label={t('members.invite.role')}
                size="md"
                value={role}
                onChange={(value) => setValue('role', value as InvitedRole)}
                options={TRIP_ROLES.map((value) => ({ value, label: t(`members.roles.${value}`) }))}
              />
            </Box>
          </Flex>
          <Text textStyle="sm" color="fg.muted" mt="-2">
            {t(`members.roleHelp.${role}`)}
          </Text>
          <Button
            type="submit"
            alignSelf={{ base: 'stretch', sm: 'start' }}
            {...submitProgress(inviting, t('members.invite.sending'))}
          >
            <Icon name="send" />
            {t('members.invite.submit')}
          </Button>
        </Form>
      </Stack>
    </Box>
  );
}

/** Who is on the trip: the owner, then the members in the order they joined. */
function MemberList({
  tripId,
  ownerName,
  members,
  owner,
}: {
  tripId: number;
  ownerName: string;
  members: readonly Member[];
  owner: boolean;
}) {
  const { t } = useTranslation('trips');
  const { user } = useCurrentUser();
  const { changeRole, remove } = useTripMemberMutations();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [pending, setPending] = useState<number | null>(null);

  const onRoleChange = async (member: Member, role: TripRole) => {
    setPending(member.userId);
    await changeWithToast(
      () => changeRole({ variables: { tripId, userId: member.userId, role } }),
      { title: t('members.roleChanged', { username: member.username, role: t(`members.roles.${role}`) }) },
      t('members.roleFailed'),
    );
    setPending(null);
  };

  const onRemove = (member: Member) =>
    changeWithToast(
      () => remove({ variables: { tripId, userId: member.userId } }),
      { title: t('members.removed', { username: member.username }) },
      t('members.removeFailed'),
    );

  return (
    <Box as="section" aria-labelledby="members-heading">
      <SectionHeading id="members-heading">{t('members.onTrip')}</SectionHeading>
      <Stack as="ul" gap="0" borderWidth="1px" borderRadius="l2" aria-labelledby="members-heading">
        <Row>
          <Text fontWeight="medium" minW="0" wordBreak="break-word">
            {owner ? t('members.you') : ownerName}
          </Text>
          <Badge colorPalette="brand" variant="subtle">
            {t('members.roles.owner')}
          </Badge>
        </Row>
        {members.map((member) => {
          const name = member.userId === user?.id ? t('members.youNamed', { username: member.username }) : null;
          return (
            <Row key={member.userId}>
              <Text fontWeight="medium" minW="0" wordBreak="break-word">
                {name ?? member.username}
              </Text>
              {owner ? (
                <Flex gap="2" align="center" flexShrink="0">
                  <NativeSelect.Root size="sm" w="28" disabled={pending === member.userId}>
                    <NativeSelect.Field
                      aria-label={t('members.roleFor', { username: member.username })}
                      value={member.role}
                      onChange={(event) => void onRoleChange(member, event.target.value as TripRole)}
                    >
                      {TRIP_ROLES.map((value) => (
                        <option key={value} value={value}>
                          {t(`members.roles.${value}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('members.removeNamed', { username: member.username })}
                    onClick={() => setRemoving(member)}
                  >
                    {t('members.remove')}
                  </Button>
                </Flex>
              ) : (
                <Badge variant="subtle" colorPalette={member.role === 'editor' ? 'brand' : 'gray'}>
                  {t(`members.roles.${member.role}`)}
                </Badge>
              )}
            </Row>
          );
        })}
      </Stack>
      {members.length === 0 && (
        <Text textStyle="sm" color="fg.muted" mt="2">
          {t('members.noMembers')}
        </Text>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('members.removeConfirm.title', { username: removing?.username ?? '' })}
        description={t('members.removeConfirm.description')}
        keepLabel={t('members.removeConfirm.keep')}
        confirmLabel={t('members.removeConfirm.confirm')}
        onConfirm={() => removing && void onRemove(removing)}
      />
    </Box>
  );
}

function Row({ children }: { children: ReactNode }) {
  return (
    <Flex
      as="li"
      justify="space-between"
      align="center"
      gap="3"
      wrap="wrap"
      px="3"
      py="2.5"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: '0' }}
    >
      {children}
    </Flex>
  );
}

/** The owner's open invitations: to whom, as what, until when; each can be revoked. */
function InvitationList({ tripId, invitations }: { tripId: number; invitations: readonly Invitation[] }) {
  const { t } = useTranslation('trips');
  const { revoke } = useTripMemberMutations();

  const onRevoke = (invitation: Invitation) =>
    changeWithToast(
      () => revoke({ variables: { tripId, invitationId: invitation.id } }),
      { title: t('members.pending.revoked') },
      t('members.pending.revokeFailed'),
    );

  return (
    <Box as="section" aria-labelledby="invitations-heading">
      <SectionHeading id="invitations-heading">{t('members.pending.heading')}</SectionHeading>
      <Stack as="ul" gap="0" borderWidth="1px" borderRadius="l2" aria-labelledby="invitations-heading">
        {invitations.map((invitation) => (
          <Row key={invitation.id}>
            <Box minW="0">
              <Text fontWeight="medium" wordBreak="break-all">
                {invitation.email}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {t('members.pending.details', {
                  role: t(`members.roles.${invitation.role}`),
                  date: formatDate(invitation.expiresAt, { dateStyle: 'medium' }),
                })}
              </Text>
            </Box>
            <Button
              size="sm"
              variant="outline"
              aria-label={t('members.pending.revokeNamed', { email: invitation.email })}
              onClick={() => void onRevoke(invitation)}
            >
              {t('members.pending.revoke')}
            </Button>
          </Row>
        ))}
      </Stack>
    </Box>
  );
}
