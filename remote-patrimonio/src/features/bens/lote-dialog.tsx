import type {
  BemUtils,
  LoteAguardandoAceite,
  LoteCarga,
  LoteMovimentacao,
  RecusaLote,
} from '@gp/shared-contracts';
import { DialogForm, Field, FormIssues } from '@gp/shared-ui';
import { Alert, Form, type FormInstance, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useInvalidateAssets } from '../../components/bem-api.js';
import { SecretariaDestinoSelect, SetorDestinoSelect } from '../../components/destino-selects.js';
import { RecusasAlert, recusasOf } from '../../components/lote-recusas.js';
import { PedidoFields } from '../../components/pedido-fields.js';
import { useRemote } from '../../session/remote-context.js';
import { AlcanceField } from './alcance-field.js';
import {
  isCargaKind,
  LOTE_RENAMES,
  type LoteKind,
  type LoteValues,
  loteBody,
  loteCargaBody,
  loteProblem,
  registerLote,
  requestLoteCarga,
  tipoDoLote,
} from './lote.js';
import { bensWord } from './lote-text.js';

type LoteDialogProps = {
  efeito: LoteKind;
  onClose: () => void;
  utils: BemUtils;
  /** The list's API query (its filters, search and client). */
  listQuery: URLSearchParams;
  selected: readonly string[];
  /** How many assets the list's filters match. */
  total: number | undefined;
  /** The batch booked, asked of the carga, or waiting for the destination setor head's aceite. */
  onDone: (lote: LoteMovimentacao | LoteCarga | LoteAguardandoAceite) => void;
};

const TITLES: Record<LoteKind, { title: string; ok: string }> = {
  transferencia: { title: 'Transferir bens em lote', ok: 'Transferir' },
  baixa: { title: 'Baixar bens em lote', ok: 'Baixar' },
  responsavel: { title: 'Transferir a responsabilidade de bens em lote', ok: 'Pedir transferência' },
  cautela: { title: 'Cautela de bens em lote', ok: 'Pedir cautela' },
};

/**
 * 'Transferir' and 'Baixar' of the asset list: the rows chosen or everything the filters match, the
 * destination or the reason; one call, all or nothing. 'Transferir responsabilidade' and 'Cautela' ask
 * the carga's batch (decision 059): the receiver, and a cautela's reason, destination and return; the
 * assets wait for the receiver's aceite of the whole batch; so does a transfer to another setor, for its
 * head's (decision 062). A refusal lists each refused asset and why, and the dialog stays open.
 */
export function LoteDialog({ efeito, onClose, utils, listQuery, selected, total, onDone }: LoteDialogProps) {
  const { api } = useRemote();
  const invalidate = useInvalidateAssets();
  const [refused, setRefused] = useState<{ recusas: RecusaLote[]; recusados: number } | null>(null);
  const carga = isCargaKind(efeito);
  const tipo = carga ? null : tipoDoLote(utils, efeito);
  return (
    <DialogForm<LoteValues>
      title={TITLES[efeito].title}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      width={600}
      okText={TITLES[efeito].ok}
      okDanger={efeito === 'baixa'}
      renameIssues={LOTE_RENAMES}
      initialValues={{ alcance: selected.length > 0 ? 'selecionados' : 'filtros' }}
      onFinish={async (values) => {
        const problem = loteProblem(values.alcance, { selected: selected.length, total });
        if (problem) throw new FormIssues([{ path: 'alcance', message: problem }]);
        if (!carga && !tipo)
          throw new FormIssues([{ path: 'alcance', message: 'Tipo de movimentação indisponível.' }]);
        setRefused(null);
        try {
          const choice = { selected, listQuery };
          const lote = isCargaKind(efeito)
            ? await requestLoteCarga(api, loteCargaBody(efeito, values, choice))
            : await registerLote(api, loteBody(tipo!.id, values, choice));
          await invalidate();
          onDone(lote);
        } catch (error) {
          const found = await recusasOf(error);
          if (found.recusas.length > 0) setRefused(found);
          throw error;
        }
      }}
    >
      {({ form }) => (
        <LoteFields
          form={form}
          efeito={efeito}
          utils={utils}
          selected={selected.length}
          total={total}
          refused={refused}
        />
      )}
    </DialogForm>
  );
}

function LoteFields({
  form,
  efeito,
  utils,
  selected,
  total,
  refused,
}: {
  form: FormInstance<LoteValues>;
  efeito: LoteKind;
  utils: BemUtils;
  selected: number;
  total: number | undefined;
  refused: { recusas: RecusaLote[]; recusados: number } | null;
}) {
  const alcance = Form.useWatch('alcance', form);
  const secretariaId = Form.useWatch('secretaria_destino', form);
  const problem = alcance ? loteProblem(alcance, { selected, total }) : null;
  return (
    <Row gutter={16}>
      <AlcanceField
        selected={selected}
        total={total}
        todos="Aplicar a todos os filtrados"
        problem={problem}
      />
      {isCargaKind(efeito) ? (
        <PedidoFields
          cautela={efeito === 'cautela'}
          note={
            efeito === 'cautela'
              ? 'Os bens saem por um tempo e mantêm os seus responsáveis; a saída de todos é registrada quando o recebedor aceita o lote.'
              : 'O novo responsável passa a responder por todos os bens quando aceitar o lote.'
          }
        />
      ) : efeito === 'transferencia' ? (
        <>
          <Field
            name="secretaria_destino"
            text="Secretaria de destino"
            span={12}
            phone={24}
            required="Informe a secretaria de destino."
          >
            <SecretariaDestinoSelect
              utils={utils}
              onChange={() => form.setFieldValue('setor_destino', null)}
            />
          </Field>
          <Field name="setor_destino" text="Setor de destino" span={12} phone={24}>
            <SetorDestinoSelect utils={utils} secretariaId={secretariaId} />
          </Field>
        </>
      ) : (
        <>
          <Field name="MotivoBaixa" text="Motivo da baixa" span={24} required="Informe o motivo da baixa.">
            <Select
              placeholder="Selecione o motivo"
              notFoundContent="Nenhum item encontrado..."
              options={utils.motivosBaixa.map((m) => ({ value: m.id, label: m.descricao }))}
            />
          </Field>
          <Field name="processo_baixa" text="Ato ou processo da baixa" span={12} phone={24}>
            <Input maxLength={255} autoComplete="off" placeholder="Ex.: Portaria nº 88/2026" />
          </Field>
          <Field name="autorizada_por" text="Autorizada por" span={12} phone={24}>
            <Input maxLength={255} autoComplete="off" placeholder="Nome e cargo da autoridade" />
          </Field>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16, width: '100%' }}
            message="Um bem baixado não aceita outras movimentações nem alterações, só o estorno da baixa."
          />
        </>
      )}
      {isCargaKind(efeito) ? null : (
        <Field name="Observacao" text="Observação" span={24}>
          <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Field>
      )}
      {refused ? <Recusas {...refused} /> : null}
    </Row>
  );
}

/** The refused assets of the last try: nothing was moved. */
function Recusas({ recusas, recusados }: { recusas: RecusaLote[]; recusados: number }) {
  return (
    <RecusasAlert
      message={`Nenhum bem foi movimentado: ${bensWord(recusados)} ${recusados === 1 ? 'recusado' : 'recusados'}.`}
      recusas={recusas}
    />
  );
}
