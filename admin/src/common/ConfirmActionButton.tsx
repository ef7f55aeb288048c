import { useState, type ReactElement } from 'react';
import { Button, Confirm, useNotify } from 'react-admin';

interface Props {
  /** Translation keys: the button, the dialog's title and text, and the notice once done. */
  label: string;
  title: string;
  content: string;
  done: string;
  icon: ReactElement;
  /** Interpolated into the title, the text and the notice. */
  values?: Record<string, unknown>;
  action: () => Promise<unknown>;
  onDone?: () => void;
  /** 'inherit' on a coloured bar (the list's bulk actions), where the primary colour would lack contrast. */
  color?: 'primary' | 'inherit';
}

/** A button whose action runs only after a dialog says what follows; the server's refusal is shown as it came. */
export const ConfirmActionButton = ({ label, title, content, done, icon, values, action, onDone, color }: Props) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const run = async () => {
    setPending(true);
    try {
      await action();
      notify(done, { type: 'success', messageArgs: values });
      onDone?.();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} disabled={pending} color={color}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={title}
        content={content}
        translateOptions={values}
        contentTranslateOptions={values}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
