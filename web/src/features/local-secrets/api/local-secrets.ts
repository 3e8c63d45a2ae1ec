import { graphql } from '@/gql/gql';

/** The search (docs/product/local-secrets.md): places nearest first and the three tip cards. */
export const localSecretsQuery = graphql(`
  query LocalSecrets($input: LocalSecretsInput!) {
    localSecrets(input: $input) {
      livePlaces
      places {
        source
        id
        name
        type
        category
        address
        description
        coordinates {
          lat
          lng
        }
        approximateLocation
        rating
        openNow
        priceLevel
        tips
        aiTip
        distanceMeters
        hoursToday
        hoursNote
        city
        sources {
          title
          url
        }
        lastChecked
      }
      tips {
        city
        country
        bestTimeToVisit
        thisMonth
        localEtiquette
        hiddenGem {
          id
          name
          description
          tip
        }
      }
    }
  }
`);

/** What the page needs before any search: the covered cities (empty state) and the map's tile source. */
export const localSecretsSetupQuery = graphql(`
  query LocalSecretsSetup {
    localSecretsCities {
      name
      countryName
      coordinates {
        lat
        lng
      }
    }
    mapSettings {
      tileUrl
      attribution
    }
  }
`);
