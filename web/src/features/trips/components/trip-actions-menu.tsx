import { Button, IconButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { useState } from 'react';

import { useChangeTripStatus } from '@/features/trips/api/change-trip-status';
import { Icon } from '@/features/trips/components/icon';
import type { TripStatus } from '@/gql/graphql';

/** Spec §4: the moves each status offers. Nothing restores a canceled trip. */
const statusActions: Record<TripStatus, { status: TripStatus; label: string }[]> = {
  upcoming: [
    { status: 'past', label: 'Mark as Complete' },
    { status: 'canceled', label: 'Cancel Trip' },
  ],
  past: [
    { status: 'upcoming', label: 'Move to Upcoming' },
    { status: 'canceled', label: 'Cancel Trip' },
  ],
  canceled: [],
};

interface TripActionsMenuProps {
  tripId: number;
  status: TripStatus;
  /** Names the trip in the button's label: "Actions for Japan trip". */
  tripName: string;
  onEdit: () => void;
}

/** A trip card's menu: the status moves and Edit Trip. A canceled trip has none, so it shows no menu. */
export function TripActionsMenu({ tripId, status, tripName, onEdit }: TripActionsMenuProps) {
  const { changeStatus, pending } = useChangeTripStatus();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  if (status === 'canceled') return null;

  const onSelect = (value: string) => {
    if (value === 'edit') onEdit();
    // Canceling cannot be undone, so it asks first.
    else if (value === 'canceled') setConfirmingCancel(true);
    else void changeStatus(tripId, value as TripStatus);
  };

  return (
    <>
      <Menu.Root onSelect={(details) => onSelect(details.value)} positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton variant="ghost" size="sm" aria-label={`Actions for ${tripName} trip`} loading={pending}>
            <Icon name="dots" size={18} />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="44">
              {statusActions[status].map((action) => (
                <Menu.Item
                  key={action.status}
                  value={action.status}
                  color={action.status === 'canceled' ? 'fg.error' : undefined}
                >
                  {action.label}
                </Menu.Item>
              ))}
              <Menu.Separator />
              <Menu.Item value="edit">Edit Trip</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>

      <Dialog.Root
        role="alertdialog"
        open={confirmingCancel}
        onOpenChange={(details) => setConfirmingCancel(details.open)}
        placement="center"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content maxW="md">
              <Dialog.Header>
                <Dialog.Title textStyle="xl">Cancel this trip?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description color="fg.muted">
                  Your {tripName} trip moves to Canceled. A canceled trip cannot be moved back or edited.
                </Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} w={{ base: 'full', sm: 'auto' }}>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Keep Trip</Button>
                  </Dialog.ActionTrigger>
                  <Button
                    colorPalette="red"
                    onClick={() => {
                      setConfirmingCancel(false);
                      void changeStatus(tripId, 'canceled');
                    }}
                  >
                    Cancel Trip
                  </Button>
                </Flex>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
