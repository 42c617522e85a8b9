import type { SessionSnapshot } from '@gp/shared-contracts';
import { Button, Result, Spin } from 'antd';
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

const loading = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
    <Spin tip="Carregando..." size="large">
      <div style={{ width: 120, height: 60 }} />
    </Spin>
  </div>
);

type RemoteAreaProps = {
  /** Federation name, e.g. remote_sistema. */
  name: string;
  /** Route under which the remote renders its relative routes, e.g. /app/sistema. */
  basePath: string;
  session: SessionSnapshot;
};

/** One remote area of the back office (remote-mount.tsx), its states drawn with antd. */
export function RemoteArea(props: RemoteAreaProps) {
  return <RemoteMount {...props} fallback={loading} Unavailable={Unavailable} />;
}
