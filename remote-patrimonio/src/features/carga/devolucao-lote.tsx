import { RollbackOutlined } from '@ant-design/icons';
import type { DevolucaoLoteBody, RecusaLote } from '@gp/shared-contracts';
import { reportFailure, useToast } from '@gp/shared-ui';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { RecusasAlert, recusasOf } from '../../components/lote-recusas.js';
import { useDevolverLote } from './api.js';

const cautelasWord = (n: number) => (n === 1 ? '1 cautela' : `${n.toLocaleString('pt-BR')} cautelas`);

/**
 * The return of many cautelas at once (decision 062): the call, its toast, and the assets a refusal names
 * (nothing is returned then). `done` runs after a return (the page clears its selection).
 */
export function useDevolucaoLote(done?: () => void) {
  const toast = useToast();
  const devolver = useDevolverLote();
  const [refused, setRefused] = useState<{ recusas: RecusaLote[]; recusados: number } | null>(null);
  const run = async (body: DevolucaoLoteBody) => {
    setRefused(null);
    try {
      const result = await devolver.mutateAsync(body);
      toast.success(`Devolução registrada: ${cautelasWord(result.quantidade)}.`);
      done?.();
    } catch (error) {
      const found = await recusasOf(error);
      if (found.recusas.length > 0) setRefused(found);
      reportFailure(toast, error);
    }
  };
  return { run, pending: devolver.isPending, refused, clearRefused: () => setRefused(null) };
}

/**
 * The line above the aceites list: how many cautelas are chosen and 'Registrar devolução' of them all
 * (only rows the API flags `pode_devolver` can be chosen), and the assets a refused return names.
 */
export function DevolucaoBar({
  selected,
  onClear,
  devolucao,
}: {
  selected: string[];
  onClear: () => void;
  devolucao: ReturnType<typeof useDevolucaoLote>;
}) {
  if (selected.length === 0 && !devolucao.refused) return null;
  return (
    <Flex vertical gap="small">
      {selected.length > 0 ? (
        <Flex gap="middle" wrap align="center">
          <Popconfirm
            title={`Registrar a devolução de ${cautelasWord(selected.length)}?`}
            description="Os bens voltam das cautelas e elas se encerram; se uma não puder, nenhuma é devolvida."
            okText="Registrar"
            cancelText="Cancelar"
            onConfirm={() => devolucao.run({ aceite_ids: selected })}
          >
            <Button size="small" type="primary" icon={<RollbackOutlined />} loading={devolucao.pending}>
              Registrar devolução
            </Button>
          </Popconfirm>
          <Typography.Text>
            {selected.length === 1
              ? '1 cautela selecionada'
              : `${selected.length.toLocaleString('pt-BR')} cautelas selecionadas`}
            <Button type="link" size="small" onClick={onClear}>
              Limpar seleção
            </Button>
          </Typography.Text>
        </Flex>
      ) : null}
      {devolucao.refused ? (
        <RecusasDevolucao {...devolucao.refused} onClose={devolucao.clearRefused} />
      ) : null}
    </Flex>
  );
}

/** The assets a refused batch return names, each with why: nothing was returned. */
function RecusasDevolucao({
  recusas,
  recusados,
  onClose,
}: {
  recusas: RecusaLote[];
  recusados: number;
  onClose: () => void;
}) {
  const n = recusados === 1 ? '1 bem recusado' : `${recusados.toLocaleString('pt-BR')} bens recusados`;
  return (
    <RecusasAlert message={`Nenhuma devolução foi registrada: ${n}.`} recusas={recusas} onClose={onClose} />
  );
}
