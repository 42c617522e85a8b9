import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useHost } from '../app/host-context.js';
import { markActivity } from './activity.js';
import { formatRemaining } from './session-time.js';

/**
 * The notice that the session is about to end, with "Continuar conectado": it renews the session at once
 * (the same refresh as the 401 rule) and counts as activity, so the expiry renews rather than ends it.
 * Announced politely (role "status"), never a modal that would steal the focus.
 */
export function SessionExtendAlert({ remaining }: { remaining: number }) {
  const host = useHost();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const extend = async () => {
    setBusy(true);
    setFailed(false);
    markActivity();
    try {
      await host.refresh();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      data-testid="session-extend"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 1100,
        maxWidth: 520,
        marginInline: 'auto',
      }}
      message={`Sua sessão termina em ${formatRemaining(remaining)}.`}
      description={
        failed
          ? 'Não foi possível renovar a sessão. Tente de novo ou entre outra vez.'
          : 'Para continuar trabalhando sem entrar de novo, renove a sessão.'
      }
      action={
        <Button type="primary" size="small" loading={busy} onClick={extend}>
          Continuar conectado
        </Button>
      }
    />
  );
}
