import type { RemoteModule, RemoteProps, SessionSnapshot } from '@gp/shared-contracts';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { loadRemoteWithRetry, RemoteUnavailableError } from './remote-registry.js';

/**
 * Loading and containing one remote, without any UI library: the back office draws its states with antd
 * (remote-area.tsx), the public area (/publico, public/) with plain elements, so a citizen's phone never
 * downloads antd.
 */

const GENERIC_DETAIL = 'Ocorreu um erro nesta área. As demais áreas continuam funcionando.';

/** How a remote that cannot be shown is drawn: the reason, and a way to try again. */
export type UnavailableView = ComponentType<{ detail: string; onRetry: () => void }>;

type BoundaryProps = { children: ReactNode; onRetry: () => void; Unavailable: UnavailableView };
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
    const { Unavailable, onRetry } = this.props;
    return <Unavailable detail={detail} onRetry={onRetry} />;
  }
}

export type RemoteMountProps = {
  /** Federation name, e.g. remote_sistema. */
  name: string;
  /** Route under which the remote renders its relative routes, e.g. /app/sistema. */
  basePath: string;
  session: SessionSnapshot;
  /** Shown while the remote downloads. */
  fallback: ReactNode;
  Unavailable: UnavailableView;
};

type Loaded = { default: ComponentType<RemoteProps> };
const toComponent = (mod: RemoteModule): Loaded => ({ default: mod.default as ComponentType<RemoteProps> });

/**
 * One remote. A remote that cannot be loaded (absent, refused, unreachable) renders `Unavailable` in
 * place; one that throws while rendering is caught by the boundary. Each retry builds a new lazy component
 * (React caches a settled lazy) on top of a forced re-registration with a cache-busting URL, and remounts
 * the boundary through its key.
 */
export function RemoteMount({ name, basePath, session, fallback, Unavailable }: RemoteMountProps) {
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
  }, [name, attempt, Unavailable]);
  return (
    <RemoteErrorBoundary
      key={`${name}:${attempt}`}
      Unavailable={Unavailable}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={fallback}>
        <Remote basePath={basePath} session={session} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
