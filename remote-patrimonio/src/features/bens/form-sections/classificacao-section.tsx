import {
  ESTADO_LABELS,
  ESTADOS_CONSERVACAO,
  SITUACAO_LABELS,
  SITUACOES_BEM,
  SITUACOES_EDITAVEIS,
  TIPO_BEM_LABELS,
  TIPOS_BEM,
} from '@gp/shared-contracts';
import { Field } from '@gp/shared-ui';
import { Form, Select } from 'antd';
import { NcmSelect } from '../../../components/lookup-selects.js';
import { categoriaDefaults } from '../bem-form.js';
import { notFound, Section, type SectionsProps } from './section.js';

/** The asset form's 'Classificação' section. */
export function ClassificacaoSection({ form, utils, bem, label }: SectionsProps) {
  const editing = bem !== null;
  const tipo = Form.useWatch('tipo', form);
  const categoriaId = Form.useWatch('categoria_id', form);
  const categoria = utils.categorias.find((c) => c.id === categoriaId);
  const categorias = utils.categorias.filter((c) => !tipo || c.tipo_bem === tipo);
  // An inactive category still shows its name on an asset that has it.
  const categoriaOptions = categorias.map((c) => ({ value: c.id, label: c.nome }));
  if (bem && !utils.categorias.some((c) => c.id === bem.categoria_id))
    categoriaOptions.push({ value: bem.categoria_id, label: bem.categoria.nome });
  const situacaoEditavel = !bem || (SITUACOES_EDITAVEIS as readonly string[]).includes(bem.situacao);
  return (
    <Section label={label} title="Classificação">
      <Field name="tipo" text="Tipo" span={6} required="Informe o tipo.">
        <Select
          options={TIPOS_BEM.map((t) => ({ value: t, label: TIPO_BEM_LABELS[t] }))}
          onChange={(next: string) => {
            if (categoria && categoria.tipo_bem !== next) form.setFieldValue('categoria_id', undefined);
            if (next !== 'movel') form.setFieldValue('tem_veiculo', false);
            if (next !== 'imovel') form.setFieldValue('tem_localizacao', false);
            else if (!editing) form.setFieldValue('tem_localizacao', true);
          }}
        />
      </Field>
      <Field
        name="categoria_id"
        text="Categoria"
        span={10}
        required="Informe a categoria."
        extra={
          categoria
            ? `Vida útil ${categoria.vida_util_anos} anos · residual ${categoria.valor_residual_percentual.replace('.', ',')}% · ${categoria.depreciavel ? 'depreciável' : 'não depreciável'} · conta ${categoria.conta_contabil}`
            : undefined
        }
      >
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="Selecione a categoria"
          notFoundContent={notFound}
          options={categoriaOptions}
          onChange={(id: string) => {
            const chosen = utils.categorias.find((c) => c.id === id);
            if (chosen && !editing) form.setFieldsValue(categoriaDefaults(chosen));
          }}
        />
      </Field>
      <Field
        name="situacao"
        text="Situação"
        span={4}
        extra={situacaoEditavel ? undefined : 'Muda por movimentação.'}
      >
        <Select
          disabled={!situacaoEditavel || undefined}
          options={(situacaoEditavel ? SITUACOES_EDITAVEIS : SITUACOES_BEM).map((s) => ({
            value: s,
            label: SITUACAO_LABELS[s],
          }))}
        />
      </Field>
      <Field
        name="estado_conservacao"
        text="Estado de conservação"
        span={4}
        required="Informe o estado de conservação."
      >
        <Select options={ESTADOS_CONSERVACAO.map((e) => ({ value: e, label: ESTADO_LABELS[e] }))} />
      </Field>
      <Field
        name="TipoIncorporacao"
        text="Tipo de incorporação"
        span={12}
        required="Informe o tipo de incorporação."
      >
        <Select
          notFoundContent={notFound}
          options={utils.tiposIncorporacao.map((t) => ({ value: t.id, label: t.descricao }))}
        />
      </Field>
      <Field name="ncm_id" text="NCM" span={12}>
        <NcmSelect clienteId={utils.cliente_id} />
      </Field>
    </Section>
  );
}
