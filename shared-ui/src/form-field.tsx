import { Col, Form, type FormItemProps } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';

/** Colours a field's label red while the field is invalid (`useErrorLabels`). */
export type LabelFn = (name: string, text: ReactNode) => ReactNode;

const FieldLabelContext = createContext<LabelFn>((_name, text) => text);

/** Gives the fields below it the form's red-label helper; `DialogForm` and the page forms set it. */
export function FieldLabels({ label, children }: { label: LabelFn; children: ReactNode }) {
  return <FieldLabelContext.Provider value={label}>{children}</FieldLabelContext.Provider>;
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * A required field's rule: empty, blank text or an empty choice is refused with `message`. A validator
 * rather than `{ required, whitespace }`: antd would then check the value is a string, and a select's
 * value is often a number.
 */
const requiredRule = (message: string) => ({
  required: true,
  validator: async (_rule: unknown, value: unknown) => {
    if (isBlank(value)) throw new Error(message);
  },
});

type FieldProps = Omit<FormItemProps, 'name' | 'label' | 'required'> & {
  /** The field's name in the form; the server's messages for it come under the same name. */
  name: string | [string, string];
  /** The label's text. */
  text: string;
  /**
   * Marks the field required; a text is also the message shown when it is left empty (or blank), checked
   * before the field's other `rules`.
   */
  required?: boolean | string;
  /** Its width on a desktop, of 24. */
  span?: number;
  /** Its width on a phone, of 24: the whole line unless two short fields share it. */
  phone?: number;
  /**
   * For a dense grid (the list filters): its width from 576 px, of 24; `span` then applies from 992 px
   * instead of 768 px.
   */
  tablet?: number;
};

/**
 * One field of a form's grid (a `Row`): its column and its form item, labelled red while invalid. The
 * one way the areas' forms lay out a field (docs/frontend.md, "Formulários").
 */
export function Field({
  name,
  text,
  span = 24,
  phone = 24,
  tablet,
  required,
  rules,
  children,
  ...item
}: FieldProps) {
  const label = useContext(FieldLabelContext);
  const columns = tablet === undefined ? { xs: phone, md: span } : { xs: phone, sm: tablet, lg: span };
  return (
    <Col {...columns}>
      <Form.Item
        name={name}
        label={label(Array.isArray(name) ? name.join('.') : name, text)}
        required={Boolean(required)}
        rules={typeof required === 'string' ? [requiredRule(required), ...(rules ?? [])] : rules}
        {...item}
      >
        {children}
      </Form.Item>
    </Col>
  );
}
