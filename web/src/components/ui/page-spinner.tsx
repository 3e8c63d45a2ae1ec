import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';

export function PageSpinner() {
  return (
    <Center py="24" role="status">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
