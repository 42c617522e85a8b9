import {
  ACAO_LIQUIDACAO_LABELS,
  type AcaoLiquidacao,
  type DivergenciaRegistrada,
  ESTADO_LABELS,
  ESTADOS_CONSERVACAO,
  type LiquidacaoBody,
  TIPO_BEM_LABELS,
  TIPO_DIVERGENCIA_LABELS,
  TIPOS_BEM,
  type TipoDivergencia,
} from '@gp/shared-contracts';
import { datePickerDefaults, MoneyInput, reportFailure, useToast } from '@gp/shared-ui';
import { DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useCategorias } from '../../components/categorias-query.js';
import { DialogNote } from '../../components/dialog-note.js';
import { useLiquidar } from './liquidacao-api.js';

/** What the dialog settles: some chosen divergences, or every open one of a kind. */
export type Alvo =
  | { ids: string[]; rotulo: string; acoes: AcaoLiquidacao[] }
  | { tipo: TipoDivergencia; rotulo: string; acoes: AcaoLiquidacao[] };

type Values = {
  acao: AcaoLiquidacao;
  justificativa?: string;
  motivo_baixa?: 5 | 6;
  descricao?: string;
  categoria_id?: string;
  tipo?: (typeof TIPOS_BEM)[number];
  estado_conservacao?: (typeof ESTADOS_CONSERVACAO)[number];
  data_aquisicao?: Dayjs;
  valor_aquisicao?: string;
};

/** What each action does, said before it is done. */
const NOTA: Record<AcaoLiquidacao, string> = {
  transferir:
    'Registra a transferência do bem para onde foi encontrado; se o setor de destino tem responsável, ' +
    'a transferência aguarda o aceite dele.',
  manter: 'O bem fica como está no cadastro; a justificativa fica registrada com a divergência.',
  baixa: 'Registra a baixa do bem (após o parecer da comissão, que fica na movimentação).',
  incorporar:
    'Cadastra o bem onde a etiqueta foi lida, com o tipo de incorporação "Avaliação (origem desconhecida / inventário)".',
  conforme: 'O estado de conservação lido na contagem passa a ser o do bem.',
};

/** The body of the settlement from the dialog's values. */
function toBody(alvo: Alvo, v: Values): LiquidacaoBody {
  const base: LiquidacaoBody = {
    acao: v.acao,
    ...('ids' in alvo ? { ids: alvo.ids } : { tipo: alvo.tipo }),
    ...(v.justificativa?.trim() ? { justificativa: v.justificativa.trim() } : {}),
  };
  if (v.acao === 'baixa') return { ...base, motivo_baixa: v.motivo_baixa ?? 5 };
  if (v.acao !== 'incorporar') return base;
  return {
    ...base,
    bem: {
      descricao: v.descricao,
      categoria_id: v.categoria_id,
      tipo: v.tipo,
      estado_conservacao: v.estado_conservacao,
      data_aquisicao: v.data_aquisicao?.format('YYYY-MM-DD'),
      valor_aquisicao: v.valor_aquisicao,
    },
  };
}

/** The fields of the asset incorporated: the asset form's required ones (the rest is edited later). */
function BemFields({ clienteId }: { clienteId: string }) {
  const categorias = useCategorias(clienteId);
  const required = (message: string) => [{ required: true, message }];
  return (
    <>
      <Form.Item name="descricao" label="Descrição do bem" rules={required('Informe a descrição.')}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="categoria_id" label="Categoria" rules={required('Escolha a categoria.')}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={categorias.isPending}
          options={(categorias.data ?? []).map((c) => ({ value: c.id, label: c.nome }))}
        />
      </Form.Item>
      <Form.Item name="tipo" label="Tipo" rules={required('Escolha o tipo.')} initialValue="movel">
        <Select options={TIPOS_BEM.map((t) => ({ value: t, label: TIPO_BEM_LABELS[t] }))} />
      </Form.Item>
      <Form.Item
        name="estado_conservacao"
        label="Estado de conservação"
        rules={required('Escolha o estado.')}
      >
        <Select options={ESTADOS_CONSERVACAO.map((e) => ({ value: e, label: ESTADO_LABELS[e] }))} />
      </Form.Item>
      <Form.Item
        name="data_aquisicao"
        label="Data de aquisição (estimada)"
        rules={required('Informe a data de aquisição.')}
      >
        <DatePicker {...datePickerDefaults} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="valor_aquisicao" label="Valor de avaliação" rules={required('Informe o valor.')}>
        <MoneyInput aria-label="Valor de avaliação" style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}

/**
 * The settlement of stored divergences (decision 067): the action among those the API offers for them,
 * with its justification (required to keep, and as the commission's opinion to write off), the baixa's
 * reason, or the incorporated asset's data. The answer says how many were settled, waiting for an aceite
 * or refused (a bulk settles what it can).
 */
export function LiquidacaoDialog({
  inventarioId,
  clienteId,
  alvo,
  onClose,
}: {
  inventarioId: string;
  clienteId: string;
  alvo: Alvo;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const toast = useToast();
  const liquidar = useLiquidar();
  const [acao, setAcao] = useState<AcaoLiquidacao>(alvo.acoes[0]!);

  async function enviar(values: Values) {
    try {
      const r = await liquidar.mutateAsync({ inventarioId, body: toBody(alvo, values) });
      const partes = [
        `${r.liquidadas.toLocaleString('pt-BR')} ${r.liquidadas === 1 ? 'divergência liquidada' : 'divergências liquidadas'}`,
        r.aguardando_aceite ? `${r.aguardando_aceite.toLocaleString('pt-BR')} aguardando aceite` : null,
        r.recusadas.length
          ? `${r.recusadas.length.toLocaleString('pt-BR')} não liquidadas: ${r.recusadas[0]!.motivo}`
          : null,
      ].filter(Boolean);
      if (r.recusadas.length) toast.warning(`${partes.join('; ')}.`);
      else toast.success(`${partes.join('; ')}.`);
      onClose();
    } catch (error) {
      reportFailure(toast, error);
    }
  }

  return (
    <Modal
      open
      title={`Liquidar: ${alvo.rotulo}`}
      okText="Liquidar"
      cancelText="Cancelar"
      confirmLoading={liquidar.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ acao, motivo_baixa: 5 }} onFinish={enviar}>
        <Form.Item name="acao" label="Ação">
          <Radio.Group
            onChange={(e) => setAcao(e.target.value)}
            options={alvo.acoes.map((a) => ({ value: a, label: ACAO_LIQUIDACAO_LABELS[a] }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          />
        </Form.Item>
        <DialogNote>{NOTA[acao]}</DialogNote>
        {acao === 'baixa' ? (
          <Form.Item name="motivo_baixa" label="Motivo da baixa">
            <Select
              options={[
                { value: 5, label: 'Extravio' },
                { value: 6, label: 'Furto/roubo' },
              ]}
            />
          </Form.Item>
        ) : null}
        {acao === 'incorporar' ? <BemFields clienteId={clienteId} /> : null}
        <Form.Item
          name="justificativa"
          label={acao === 'baixa' ? 'Parecer da comissão' : 'Justificativa'}
          rules={
            acao === 'manter' || acao === 'baixa'
              ? [{ required: true, whitespace: true, message: 'Informe a justificativa.' }]
              : []
          }
        >
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** "123 – Mesa" or "Leitura "X"", the row's name in the dialog's title and the checkbox's label. */
export const divergenciaRotulo = (d: DivergenciaRegistrada) => {
  if (d.bem) return `${d.bem.CodigoBEM} – ${d.bem.descricao}`;
  // An asset found without a label, or a third party's: what the counter described (and read, if any).
  if (d.descricao) return d.leitura ? `${d.descricao} (leitura "${d.leitura}")` : d.descricao;
  return `Leitura "${d.leitura ?? ''}"`;
};

export const tipoRotulo = (t: TipoDivergencia) => TIPO_DIVERGENCIA_LABELS[t];
