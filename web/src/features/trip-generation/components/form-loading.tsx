import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

/** What a trip form shows while its code or its choices load. */
export function FormLoading() {
  return (
    <Stack direction="row" align="center" justify="center" gap="3" py="10" color="fg.muted" role="status">
      <Spinner size="sm" color="brand.solid" />
      <Text>Loading the trip form...</Text>
    </Stack>
  );
}
