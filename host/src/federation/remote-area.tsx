import type { SessionSnapshot } from '@gp/shared-contracts';
import { LOADING_SCREEN } from '@gp/shared-ui';
import { Button, Result } from 'antd';
import { RemoteMount } from './remote-mount.js';

export const UNAVAILABLE_TITLE = 'Módulo indisponível';

function Unavailable({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={UNAVAILABLE_TITLE}
      subTitle={detail}
      extra={
        <Button type="primary" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    />
  );
}

type RemoteAreaProps = {
  /** Federation name, e.g. remote_sistema. */
  name: string;
  /** Route under which the remote renders its relative routes, e.g. /app/sistema. */
  basePath: string;
  session: SessionSnapshot;
};

/** One remote area of the back office (remote-mount.tsx), its states drawn with antd. */
export function RemoteArea(props: RemoteAreaProps) {
  return <RemoteMount {...props} fallback={LOADING_SCREEN} Unavailable={Unavailable} />;
}
