import { graphql } from '@/gql/gql';

/** A day's stop as every screen that shows a day reads it (the trip page, a shared trip, the printed trip). */
export const dayStopFragment = graphql(`
  fragment DayStop on Stop {
    kind
    line
    meal
    placeId
    name
    area
    position {
      lat
      lng
      approximate
    }
    slot
    start
    minutes
    cost
    note
    next {
      mode
      minutes
      km
    }
  }
`);

/** The map tiles the server is set up with (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export const mapSettingsQuery = graphql(`
  query MapSettings {
    mapSettings {
      tileUrl
      attribution
    }
  }
`);
