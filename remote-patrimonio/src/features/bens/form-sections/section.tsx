import type { Bem, BemUtils } from '@gp/shared-contracts';
import { MONEY_INVALID, parseMoneyText } from '@gp/shared-ui';
import type { FormInstance, FormItemProps } from 'antd';
import { Card, Col, Form, Row } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';
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

const LabelContext = createContext<LabelFn>((_name, text) => text);

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
      <LabelContext.Provider value={label}>
        <Row gutter={16}>{children}</Row>
      </LabelContext.Provider>
    </Card>
  );
}

type FieldProps = Omit<FormItemProps, 'name' | 'label'> & {
  /** The field's name in the form; the server's messages for it come under the same name. */
  name: string | [string, string];
  /** The label's text. */
  text: string;
  /** Its width on a desktop, of 24; a phone gives every field the whole line. */
  span?: number;
};

/** One field of a section: its column of the grid and its form item, labelled by the section. */
export function Field({ name, text, span = 24, children, ...item }: FieldProps) {
  const label = useContext(LabelContext);
  return (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={label(Array.isArray(name) ? name.join('.') : name, text)} {...item}>
        {children}
      </Form.Item>
    </Col>
  );
}
