import { CODIGO_BEM_MAX } from '@gp/shared-contracts';
import { Field } from '@gp/shared-ui';
import { Input, InputNumber } from 'antd';
import { full, Section, type SectionsProps } from './section.js';

/** The asset form's 'Identificação' section. */
export function IdentificacaoSection({ utils, bem, label }: SectionsProps) {
  const editing = bem !== null;
  return (
    <Section label={label} title="Identificação">
      <Field
        name="CodigoBEM"
        text="Código (plaqueta)"
        span={6}
        extra={
          editing
            ? 'O código está na plaqueta e não muda.'
            : `Próximo código do cliente: ${utils.proximoCodigo}. Mantido ou em branco, o bem recebe o próximo livre da sequência.`
        }
      >
        <InputNumber min={1} max={CODIGO_BEM_MAX} precision={0} disabled={editing || undefined} {...full} />
      </Field>
      <Field name="descricao" text="Descrição" span={18} required="Informe a descrição.">
        <Input maxLength={255} autoComplete="off" />
      </Field>
      <Field name="especificacao" text="Especificação">
        <Input.TextArea maxLength={4000} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      </Field>
    </Section>
  );
}
