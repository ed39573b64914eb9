import { RefreshCw } from 'lucide-react';
import { Button, type ButtonProps } from './button';

type RetryButtonProps = Omit<ButtonProps, 'disabled'> & {
  /** While the new attempt runs the button is disabled and its icon turns. */
  retrying: boolean;
};

/** A button that loads something again: the refresh icon before its label. */
export function RetryButton({ retrying, children, ...props }: RetryButtonProps) {
  return (
    <Button {...props} disabled={retrying}>
      <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
      {children}
    </Button>
  );
}
