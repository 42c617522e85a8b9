import { Field } from '@gp/shared-ui';
import { Input } from 'antd';
import { Section, type SectionsProps } from './section.js';

/** The asset form's 'Observações' section. */
export function ObservacoesSection({ label }: SectionsProps) {
  return (
    <Section label={label} title="Observações">
      <Field name="observacoes" text="Observações">
        <Input.TextArea maxLength={4000} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
      </Field>
    </Section>
  );
}
