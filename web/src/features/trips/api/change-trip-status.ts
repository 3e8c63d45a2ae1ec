import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/lib/toast';
import { forgetTripLists } from '@/entities/trip/api/trip-lists-cache';
import { readFailure } from '@/lib/failure';
import { graphql } from '@/gql/gql';
import type { TripStatus } from '@/gql/graphql';

const changeTripStatusMutation = graphql(`
  mutation ChangeTripStatus($id: Int!, $status: TripStatus!) {
    updateTripStatus(id: $id, status: $status) {
      id
      status
      version
    }
  }
`);

/** The status actions of docs/product/trips.md; the lists and counts refresh after a change. */
export function useChangeTripStatus() {
  const { t } = useTranslation('trips');
  const [mutate, { loading }] = useMutation(changeTripStatusMutation, { update: forgetTripLists });

  const changeStatus = async (id: number, status: TripStatus) => {
    try {
      await mutate({ variables: { id, status } });
      toast({ type: 'success', title: t('toasts.statusUpdated') });
    } catch (error) {
      toast({ type: 'error', title: t('toasts.statusFailed'), description: readFailure(error).message });
    }
  };

  return { changeStatus, pending: loading };
}
