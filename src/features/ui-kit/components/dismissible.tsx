import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Collapse } from '@mui/material';

type DismissibleProps = {
  /** The button that brings the content back once dismissed. */
  restoreLabel: string;
  /** The content, given the function that dismisses it (for its close button). */
  children: (dismiss: () => void) => ReactNode;
};

/** Content the admin can close (a notice, a banner), with a button to show it again. */
export function Dismissible({ restoreLabel, children }: DismissibleProps) {
  const [open, setOpen] = useState(true);
  const restoreRef = useRef<HTMLButtonElement>(null);

  // The close button goes with the content: keep the keyboard user's place.
  useEffect(() => {
    if (!open) restoreRef.current?.focus();
  }, [open]);

  return (
    <>
      <Collapse in={open} unmountOnExit>
        {children(() => setOpen(false))}
      </Collapse>
      {!open && (
        <Button ref={restoreRef} variant="outlined" onClick={() => setOpen(true)}>
          {restoreLabel}
        </Button>
      )}
    </>
  );
}
