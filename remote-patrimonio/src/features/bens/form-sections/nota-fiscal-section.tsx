import { CHAVE_NFE_MASK, Field, MaskedInput } from '@gp/shared-ui';
import { Input } from 'antd';
import { Section, type SectionsProps } from './section.js';

/** The asset form's 'Nota fiscal' section. */
export function NotaFiscalSection({ label }: SectionsProps) {
  return (
    <Section label={label} title="Nota fiscal">
      <Field name="nota_fiscal_numero" text="Número" span={4}>
        <Input maxLength={9} inputMode="numeric" autoComplete="off" />
      </Field>
      <Field name="nota_fiscal_serie" text="Série" span={3}>
        <Input maxLength={3} inputMode="numeric" autoComplete="off" />
      </Field>
      <Field name="nota_fiscal_chave" text="Chave de acesso da NF-e" span={11}>
        <MaskedInput mask={CHAVE_NFE_MASK} placeholder="44 dígitos" autoComplete="off" />
      </Field>
      <Field name="empenho" text="Empenho" span={6}>
        <Input maxLength={30} autoComplete="off" />
      </Field>
    </Section>
  );
}
