import type { Bem, BemUtils } from '@gp/shared-contracts';
import { FieldLabels, type LabelFn } from '@gp/shared-ui';
import type { FormInstance } from 'antd';
import { Card, Row } from 'antd';
import type { ReactNode } from 'react';
import type { BemFormValues } from '../bem-form.js';

/** What every section of the asset form gets. */
export type SectionsProps = {
  form: FormInstance<BemFormValues>;
  utils: BemUtils;
  /** The stored asset when editing. */
  bem: Bem | null;
  label: LabelFn;
  /** Shown beside secretaria/setor/responsável while editing: they change by movement. */
  movementLink: ReactNode;
};

/** Inputs that fill their column, and the empty text of the sections' selects. */
export const full = { style: { width: '100%' } } as const;
export const notFound = 'Nenhum item encontrado...';

/** A section card of the asset form; its fields label themselves with the form's `label`. */
export function Section({
  title,
  label,
  children,
  extra,
}: {
  title: string;
  label: LabelFn;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card title={title} extra={extra} size="small" style={{ marginBottom: 16 }}>
      <FieldLabels label={label}>
        <Row gutter={16}>{children}</Row>
      </FieldLabels>
    </Card>
  );
}
