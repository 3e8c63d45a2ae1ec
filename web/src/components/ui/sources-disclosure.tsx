import { Box, type BoxProps } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import type { ReactNode } from 'react';

export interface SourceLink {
  title: string;
  url: string | null;
  /** Shown after the title, already worded for the reader ("Aug 31, 2023"). */
  date?: string | null;
}

interface SourcesDisclosureProps extends Omit<BoxProps, 'children'> {
  label: ReactNode;
  sources: SourceLink[];
}

/**
 * A closed "Sources" disclosure: each source by its title, linked where it has
 * an address. Closed by default, since long source titles would crowd a phone
 * screen. Native <details>, so it opens before the script has run.
 */
export function SourcesDisclosure({ label, sources, ...box }: SourcesDisclosureProps) {
  return (
    <Box as="details" {...box}>
      <Box as="summary" cursor="pointer" w="fit-content">
        {label}
      </Box>
      <Box as="ul" ps="5" pt="1" listStyleType="disc">
        {sources.map((source) => (
          <li key={`${source.url ?? ''}${source.title}`}>
            {source.url ? (
              <Link href={source.url} target="_blank" rel="noopener noreferrer" color="brand.fg">
                {source.title}
              </Link>
            ) : (
              source.title
            )}
            {source.date && ` (${source.date})`}
          </li>
        ))}
      </Box>
    </Box>
  );
}
