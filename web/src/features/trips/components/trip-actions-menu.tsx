import { IconButton } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { useChangeTripStatus } from '@/features/trips/api/change-trip-status';
import { useDeleteTrip } from '@/entities/trip/api/delete-trip';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DeleteTripDialog } from '@/entities/trip/components/delete-trip-dialog';
import { Icon } from '@/components/ui/icon';
import type { TripPart, TripStatus } from '@/gql/graphql';

/** A status move, with the key of its text in the trips catalogue. */
type StatusAction = {
  status: TripStatus;
  name: 'actions.markComplete' | 'actions.moveToUpcoming' | 'actions.cancelTrip';
};

/** docs/product/trips.md: the moves each status offers. Nothing restores a canceled trip. */
const statusActions: Record<TripStatus, StatusAction[]> = {
  upcoming: [
    { status: 'past', name: 'actions.markComplete' },
    { status: 'canceled', name: 'actions.cancelTrip' },
  ],
  past: [
    { status: 'upcoming', name: 'actions.moveToUpcoming' },
    { status: 'canceled', name: 'actions.cancelTrip' },
  ],
  canceled: [],
};

interface TripActionsMenuProps {
  tripId: number;
  status: TripStatus;
  /** Names the trip in the button's label: "Actions for Japan trip". */
  tripName: string;
  onEdit: () => void;
  /**
   * The menu's button. Dialogs opened from the menu hand focus back to it: the item that opened them
   * is gone by the time they close, and focus would otherwise fall to the page's body.
   */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The user's part in the trip: an editor moves and edits it, but only the owner cancels or deletes it. */
  part?: TripPart;
}

/**
 * A trip card's menu: the status moves, Edit Trip and Delete Trip. A canceled trip can only be deleted.
 * An editor's menu (docs/product/travel-together.md) has no Cancel Trip and no Delete Trip; a viewer gets none.
 */
export function TripActionsMenu({ tripId, status, tripName, onEdit, buttonRef, part = 'owner' }: TripActionsMenuProps) {
  const { t } = useTranslation('trips');
  const { changeStatus, pending } = useChangeTripStatus();
  const { deleteTrip, pending: deleting } = useDeleteTrip();
  const [confirming, setConfirming] = useState<'cancel' | 'delete' | null>(null);
  const canceled = status === 'canceled';
  const owner = part === 'owner';
  const moves = statusActions[status].filter((action) => owner || action.status !== 'canceled');
  const backToMenu = () => buttonRef.current;

  const onSelect = (value: string) => {
    if (value === 'edit') onEdit();
    // Canceling and deleting cannot be undone, so they ask first.
    else if (value === 'canceled') setConfirming('cancel');
    else if (value === 'delete') setConfirming('delete');
    else void changeStatus(tripId, value as TripStatus);
  };
  const onOpenChange = (open: boolean) => {
    if (!open) setConfirming(null);
  };

  // A viewer, or an editor of a canceled trip, has nothing to choose.
  if (part === 'viewer' || (!owner && canceled)) return null;

  return (
    <>
      <Menu.Root onSelect={(details) => onSelect(details.value)} positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton
            ref={buttonRef}
            variant="ghost"
            size="sm"
            aria-label={t('actions.menu', { name: tripName })}
            loading={pending || deleting}
          >
            <Icon name="dots" size={18} />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="44">
              {moves.map((action) => (
                <Menu.Item
                  key={action.status}
                  value={action.status}
                  color={action.status === 'canceled' ? 'fg.error' : undefined}
                >
                  {t(action.name)}
                </Menu.Item>
              ))}
              {!canceled && (
                <>
                  <Menu.Separator />
                  <Menu.Item value="edit">{t('actions.editTrip')}</Menu.Item>
                </>
              )}
              {owner && (
                <Menu.Item value="delete" color="fg.error">
                  {t('actions.deleteTrip')}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>

      <ConfirmDialog
        open={confirming === 'cancel'}
        onOpenChange={onOpenChange}
        finalFocusEl={backToMenu}
        title={t('actions.cancelTitle')}
        description={t('actions.cancelText', { name: tripName })}
        keepLabel={t('actions.keepTrip')}
        confirmLabel={t('actions.cancelTrip')}
        onConfirm={() => void changeStatus(tripId, 'canceled')}
      />
      <DeleteTripDialog
        open={confirming === 'delete'}
        onOpenChange={onOpenChange}
        finalFocusEl={backToMenu}
        tripName={tripName}
        onConfirm={() => void deleteTrip(tripId)}
      />
    </>
  );
}
