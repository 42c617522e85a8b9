import { Alert, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';

/**
 * The phone's camera reading labels (QR code and Code 128) with ZXing. Loaded only when the counter turns
 * the camera on (this module and the library are their own chunk). The same text read again within two
 * seconds is one reading: the camera sees a label many times a second.
 */
export default function CameraLeitor({ onLeitura }: { onLeitura: (texto: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [erro, setErro] = useState<string | null>(null);
  const callback = useRef(onLeitura);
  callback.current = onLeitura;

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const last = { text: '', at: 0 };
    (async () => {
      try {
        const { BrowserMultiFormatReader } = await import('@zxing/browser');
        const reader = new BrowserMultiFormatReader();
        const controls = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video.current ?? undefined,
          (result) => {
            if (!result) return;
            const text = result.getText();
            const now = Date.now();
            if (text === last.text && now - last.at < 2000) return;
            last.text = text;
            last.at = now;
            callback.current(text);
          },
        );
        if (cancelled) controls.stop();
        else stop = () => controls.stop();
      } catch {
        if (!cancelled)
          setErro(
            'Não foi possível usar a câmera. Permita o acesso à câmera neste navegador, ou digite o número do bem.',
          );
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return erro ? (
    <Alert type="warning" showIcon message={erro} />
  ) : (
    <div>
      <video
        ref={video}
        aria-label="Câmera lendo etiquetas"
        style={{ width: '100%', maxHeight: 320 }}
        muted
      />
      <Typography.Text type="secondary">Aponte a câmera para a etiqueta do bem ou da sala.</Typography.Text>
    </div>
  );
}

/** Loads the reader's library ahead (the counting app keeps it for offline use; decision 068). */
export const precarregar = () => import('@zxing/browser');
