import { useQuery } from '@apollo/client/react';

import { graphql } from '@/gql/gql';

const destinationPhotoQuery = graphql(`
  query DestinationPhoto($destination: String!) {
    destinationPhoto(destination: $destination) {
      url
      alt
      photographerName
      photographerUrl
      photoPageUrl
    }
  }
`);

/**
 * A stock photo of the destination, or null: none configured on the server,
 * none found, not loaded yet or failed. Asked once per destination and kept in
 * Apollo's cache, so a list of cards to the same place asks once.
 */
export function useDestinationPhoto(destination: string) {
  const { data } = useQuery(destinationPhotoQuery, { variables: { destination } });
  return data?.destinationPhoto ?? null;
}
