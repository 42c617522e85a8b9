import { Field } from '@gp/shared-ui';
import { Form, Input, Select } from 'antd';
import { SalaSelect } from '../../../components/sala-select.js';
import { notFound, Section, type SectionsProps } from './section.js';

/** The asset form's 'Localização e responsável' section. */
export function LocalizacaoSection({ form, utils, bem, label, movementLink }: SectionsProps) {
  const editing = bem !== null;
  const secretariaId = Form.useWatch('secretaria_id', form);
  const setorId = Form.useWatch('setor_id', form);
  const setores = utils.setores.filter((s) => s.secretaria_id === secretariaId);
  return (
    <Section label={label} title="Localização e responsável" extra={editing ? movementLink : undefined}>
      <Field
        name="secretaria_id"
        text="Secretaria"
        span={8}
        required="Informe a secretaria."
        extra={editing ? 'Muda por transferência.' : undefined}
      >
        <Select
          showSearch
          optionFilterProp="label"
          disabled={editing || undefined}
          placeholder="Selecione a secretaria"
          notFoundContent={notFound}
          options={utils.secretarias.map((s) => ({ value: s.id, label: s.name }))}
          onChange={() => form.setFieldsValue({ setor_id: null, sala_id: null })}
        />
      </Field>
      <Field name="setor_id" text="Setor" span={8} extra={editing ? 'Muda por transferência.' : undefined}>
        <Select
          showSearch
          allowClear
          optionFilterProp="label"
          disabled={editing || !secretariaId || undefined}
          placeholder={secretariaId ? 'Selecione o setor' : 'Escolha antes a secretaria'}
          notFoundContent={notFound}
          options={
            bem?.setor && !setores.some((s) => s.id === bem.setor_id)
              ? [{ value: bem.setor.id, label: bem.setor.name }]
              : setores.map((s) => ({ value: s.id, label: s.name }))
          }
          onChange={() => form.setFieldValue('sala_id', null)}
        />
      </Field>
      <Field name="sala_id" text="Sala" span={8} extra="Local físico do setor (inventário).">
        <SalaSelect setorId={setorId} />
      </Field>
      <Field
        name="responsavel"
        text="Responsável (carga patrimonial)"
        span={24}
        extra={editing ? 'Muda por mudança de responsável.' : undefined}
      >
        <Input maxLength={255} disabled={editing || undefined} autoComplete="off" />
      </Field>
    </Section>
  );
}
