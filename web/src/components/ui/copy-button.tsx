import { Button, type ButtonProps } from '@chakra-ui/react/button';

import { toast } from '@/lib/toast';

interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What goes to the clipboard. */
  text: string;
  /** The toast's title once copied. */
  copiedTitle: string;
  /** The toast when the browser refuses the clipboard: a title, and how to copy by hand. */
  failedTitle: string;
  failedDescription: string;
}

/** Copies `text` to the clipboard and says so in a toast, or says how to copy it by hand. */
export function CopyButton({ text, copiedTitle, failedTitle, failedDescription, ...button }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ type: 'success', title: copiedTitle });
    } catch {
      toast({ type: 'error', title: failedTitle, description: failedDescription });
    }
  };
  return <Button {...button} onClick={() => void copy()} />;
}
