import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { useDestinationPhoto } from '@/entities/destination/api/destination-photo';
import { DestinationArt } from '@/entities/destination/components/destination-art';

const attributionLink = { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '2px' } as const;

/**
 * A trip card's picture: the local destination art, covered by a stock photo
 * when the server offers one and it loads. Unsplash's guidelines ask for the
 * photographer's name with links to them and to Unsplash.
 */
export function TripCover({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation('trips');
  const photo = useDestinationPhoto(code);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const shown = photo && photo.url !== failedUrl ? photo : null;

  return (
    <Box position="relative">
      <DestinationArt code={code} name={name} />
      {shown && (
        <>
          <img
            src={shown.url}
            alt={shown.alt}
            loading="lazy"
            onLoad={() => setLoadedUrl(shown.url)}
            onError={() => setFailedUrl(shown.url)}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
          {loadedUrl === shown.url && (
            <Text
              position="absolute"
              top="0"
              insetInline="0"
              px="3"
              py="1.5"
              textStyle="xs"
              textAlign="end"
              color="white"
              bgImage="linear-gradient(to bottom, rgba(0,0,0,0.6), rgba(0,0,0,0))"
              truncate
            >
              <Trans
                t={t}
                i18nKey="card.photoCredit"
                values={{ name: shown.photographerName }}
                components={{
                  photographer: (
                    <Link href={shown.photographerUrl} target="_blank" rel="noopener noreferrer" {...attributionLink} />
                  ),
                  unsplash: (
                    <Link href={shown.photoPageUrl} target="_blank" rel="noopener noreferrer" {...attributionLink} />
                  ),
                }}
              />
            </Text>
          )}
        </>
      )}
    </Box>
  );
}
