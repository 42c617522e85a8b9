import { Alert } from 'antd';
import type { ReactNode } from 'react';

/** The note at the top of a dialog's form: what the action will do, across the whole row. */
export function DialogNote({ children }: { children: ReactNode }) {
  return <Alert type="info" showIcon style={{ marginBottom: 16, width: '100%' }} message={children} />;
}
