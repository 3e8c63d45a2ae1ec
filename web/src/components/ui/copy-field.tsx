import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import type { ReactNode } from 'react';

import { CopyButton } from '@/components/ui/copy-button';

interface CopyFieldProps {
  label: string;
  /** The address to show and copy. */
  value: string;
  /** The button's content (an icon and a word). */
  copyLabel: ReactNode;
  copiedTitle: string;
  failedTitle: string;
  failedDescription: string;
  helperText?: ReactNode;
}

/** A secret address shown read-only (selected whole on focus) with a Copy button beside it, stacked on phones. */
export function CopyField({ label, value, copyLabel, helperText, ...toasts }: CopyFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }} w="full">
        <Input
          readOnly
          value={value}
          fontFamily="mono"
          textStyle="sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={value} flexShrink="0" {...toasts}>
          {copyLabel}
        </CopyButton>
      </Flex>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
