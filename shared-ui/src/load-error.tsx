import { Alert, Button } from 'antd';

type LoadErrorProps = { message: string; onRetry: () => void };

/** A list or record that could not be loaded, with a way to try again (a failed read is the screen's to show; only writes get a toast). */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      message={message}
      action={
        <Button size="small" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    />
  );
}
