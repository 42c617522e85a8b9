import type { RemoteModule, RemoteProps, SessionSnapshot } from '@gp/shared-contracts';
import { Button, Result, Spin } from 'antd';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { loadRemoteWithRetry, RemoteUnavailableError } from './remote-registry.js';

export const UNAVAILABLE_TITLE = 'Módulo indisponível';
const GENERIC_DETAIL = 'Ocorreu um erro nesta área. As demais áreas continuam funcionando.';

type BoundaryProps = { children: ReactNode; onRetry: () => void };
type BoundaryState = { error: Error | null };

/** Contains a remote that fails to load or throws while rendering: the rest of the shell keeps working. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const detail = error instanceof RemoteUnavailableError ? error.message : GENERIC_DETAIL;
    return <Unavailable detail={detail} onRetry={this.props.onRetry} />;
  }
}

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

type Loaded = { default: ComponentType<RemoteProps> };
const toComponent = (mod: RemoteModule): Loaded => ({ default: mod.default as ComponentType<RemoteProps> });

/**
 * One remote area. A remote that cannot be loaded (absent, refused, unreachable) renders 'Módulo
 * indisponível' in place; one that throws while rendering is caught by the boundary. Each retry builds a
 * new lazy component (React caches a settled lazy) on top of a forced re-registration with a
 * cache-busting URL, and remounts the boundary through its key.
 */
export function RemoteArea({ name, basePath, session }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(() => {
    const retry = () => setAttempt((n) => n + 1);
    return lazy(async (): Promise<Loaded> => {
      try {
        return toComponent(await loadRemoteWithRetry(name, attempt));
      } catch (error) {
        if (!(error instanceof RemoteUnavailableError)) throw error;
        const detail = error.message;
        return { default: () => <Unavailable detail={detail} onRetry={retry} /> };
      }
    });
  }, [name, attempt]);
  return (
    <RemoteErrorBoundary key={`${name}:${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
            <Spin tip="Carregando..." size="large">
              <div style={{ width: 120, height: 60 }} />
            </Spin>
          </div>
        }
      >
        <Remote basePath={basePath} session={session} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
