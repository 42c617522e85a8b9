import type { Bem, BemUtils } from '@gp/shared-contracts';
import { MONEY_INVALID, parseMoneyText } from '@gp/shared-ui';
import type { FormInstance } from 'antd';
import { Card, Row } from 'antd';
import type { ReactNode } from 'react';
import type { BemFormValues } from '../bem-form.js';

/** What every section of the asset form shares: its props, the section card and the field rules. */
export type LabelFn = (name: string, text: ReactNode) => ReactNode;

export type SectionsProps = {
  form: FormInstance<BemFormValues>;
  utils: BemUtils;
  /** The stored asset when editing. */
  bem: Bem | null;
  label: LabelFn;
  /** Shown beside secretaria/setor/responsável while editing: they change by movement. */
  movementLink: ReactNode;
};

export const moneyRule = {
  validator: async (_rule: unknown, value: string | undefined) => {
    if (value && parseMoneyText(value).kind === 'invalid') throw new Error(MONEY_INVALID);
  },
};

export const required = (message: string) => [{ required: true, message }];
export const full = { style: { width: '100%' } } as const;
export const notFound = 'Nenhum item encontrado...';

export function Section({
  title,
  children,
  extra,
}: {
  title: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card title={title} extra={extra} size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>{children}</Row>
    </Card>
  );
}
