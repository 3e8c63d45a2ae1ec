import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/lib/toast';
import { forgetTripLists } from '@/entities/trip/api/trip-lists-cache';
import { graphql } from '@/gql/gql';

const deleteTripMutation = graphql(`
  mutation DeleteTrip($id: Int!) {
    deleteTrip(id: $id)
  }
`);

/** Deletes a trip for good; the lists and counts refresh, and the trip leaves the cache. */
export function useDeleteTrip() {
  const { t } = useTranslation('trips');
  const [mutate, { loading }] = useMutation(deleteTripMutation);

  /** Resolves to whether the trip was deleted; either way the user has seen a toast. */
  const deleteTrip = async (id: number) => {
    try {
      await mutate({
        variables: { id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Trip', id }) });
          forgetTripLists(cache);
        },
      });
      toast({ type: 'success', title: t('toasts.deleted') });
      return true;
    } catch {
      toast({ type: 'error', title: t('toasts.deleteFailed') });
      return false;
    }
  };

  return { deleteTrip, pending: loading };
}
