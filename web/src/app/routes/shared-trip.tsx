import { useParams } from 'react-router';

import { SharedTrip } from '@/features/sharing/components/shared-trip';

/**
 * /shared/{token} (issue #9 point 5): public, for anyone holding the link. Never
 * indexed (SharedTrip's PageMeta), and never sends the token on in a Referer (the server also says so
 * in headers for this path).
 */
export function SharedTripRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <meta name="referrer" content="no-referrer" />
      {/* A new token is a new page: nothing carries over from the previous trip. */}
      <SharedTrip key={token} token={token} />
    </>
  );
}
