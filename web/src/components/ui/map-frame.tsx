import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import type { RefObject } from 'react';

interface MapFrameProps {
  /** Where Leaflet draws the map. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** The styles of the map's own markers and popups (Leaflet's classes live outside React). */
  css: SystemStyleObject;
  /** Said over the map when it or its tiles could not load (the markers may still show); null while they load. */
  tilesFailed: string | null;
  /** The map's height on a phone and from the tablet breakpoint up. */
  height: { base: string; md: string };
}

/** The frame every Leaflet map of the app sits in: its size, its border and the note when the map or its tiles fail. */
export function MapFrame({ containerRef, css, tilesFailed, height }: MapFrameProps) {
  return (
    <Box position="relative" borderRadius="l3" overflow="hidden" borderWidth="1px">
      <Box ref={containerRef} h={height} bg="bg.muted" zIndex="0" css={css} />
      {tilesFailed && (
        <Text
          role="status"
          position="absolute"
          insetX="2"
          bottom="7"
          zIndex="1000"
          bg="bg.panel"
          px="3"
          py="2"
          borderRadius="l2"
          boxShadow="sm"
          textStyle="sm"
        >
          {tilesFailed}
        </Text>
      )}
    </Box>
  );
}
