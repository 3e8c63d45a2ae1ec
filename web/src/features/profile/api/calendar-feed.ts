import { useMutation, useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

const calendarFeedQuery = graphql(`
  query CalendarFeed {
    calendarFeed {
      url
      webcalUrl
      createdAt
    }
  }
`);

const renewCalendarFeedMutation = graphql(`
  mutation RenewCalendarFeed {
    renewCalendarFeed {
      url
      webcalUrl
      createdAt
    }
  }
`);

const revokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed
  }
`);

/** The user's calendar feed address; null while it is off. */
export function useCalendarFeed() {
  const { data, loading, error, refetch } = useQuery(calendarFeedQuery);
  return { feed: data?.calendarFeed, loading, error, retry: () => void refetch() };
}

/** Turning the feed on, giving it a new address, and turning it off; each refreshes the address shown. */
export function useCalendarFeedMutations() {
  const [renew, renewing] = useMutation(renewCalendarFeedMutation, {
    refetchQueries: [calendarFeedQuery],
    awaitRefetchQueries: true,
  });
  const [revoke, revoking] = useMutation(revokeCalendarFeedMutation, {
    refetchQueries: [calendarFeedQuery],
    awaitRefetchQueries: true,
  });
  return {
    renewCalendarFeed: () => renew(),
    revokeCalendarFeed: () => revoke(),
    pending: renewing.loading || revoking.loading,
  };
}
