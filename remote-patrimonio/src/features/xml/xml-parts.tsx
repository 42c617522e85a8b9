import { DeleteOutlined } from '@ant-design/icons';
import { XML_SITUACAO_LABELS, type XmlNotaListItem, type XmlSituacao } from '@gp/shared-contracts';
import { DialogForm, Tooltip, useToast } from '@gp/shared-ui';
import { downloadFile } from '@gp/shared-ui/remote';
import { Button, Tag, Typography } from 'antd';
import { type ReactElement, useCallback } from 'react';
import { useRemote } from '../../session/remote-context.js';
import { useDescartarRecusadas, useDescartarXmlNota, xmlArquivoPath } from './api.js';

/** What the list and the note's page share: the situation's tag, the file's download and the discard. */

const SITUACAO_COLORS: Record<XmlSituacao, string> = {
  pendente: 'warning',
  incorporada: 'success',
  recusada: 'error',
};

/** Pendente / Incorporada / Recusada; a refused file tells why on hover. */
export function XmlSituacaoTag({ situacao, motivo }: Pick<XmlNotaListItem, 'situacao' | 'motivo'>) {
  const tag = <Tag color={SITUACAO_COLORS[situacao]}>{XML_SITUACAO_LABELS[situacao]}</Tag>;
  return situacao === 'recusada' && motivo ? <Tooltip title={`Motivo: ${motivo}`}>{tag}</Tooltip> : tag;
}

/** How a row or a page names an import: its note's number, or its file when it could not be read. */
export const nomeDaNota = (nota: Pick<XmlNotaListItem, 'numero' | 'arquivo_nome'>) =>
  nota.numero !== null ? `nota ${nota.numero}` : `arquivo ${nota.arquivo_nome}`;

/** Only what is waiting or was refused can be discarded; an incorporated note made assets. */
export const podeDescartar = (nota: Pick<XmlNotaListItem, 'situacao'>) => nota.situacao !== 'incorporada';

/** Saves the imported file under its own name, fetched with the session's token. */
export function useBaixarXml() {
  const { api } = useRemote();
  const toast = useToast();
  return useCallback(
    async (nota: Pick<XmlNotaListItem, 'id' | 'arquivo_nome'>) => {
      try {
        await downloadFile(api, xmlArquivoPath(nota.id), nota.arquivo_nome);
      } catch {
        toast.error(`Não foi possível baixar o arquivo ${nota.arquivo_nome}.`);
      }
    },
    [api, toast],
  );
}

type DescartarDialogProps = {
  /** The button that opens the confirmation. */
  trigger: ReactElement<{ onClick?: () => void }>;
  nota: Pick<XmlNotaListItem, 'id' | 'numero' | 'arquivo_nome'>;
  /** After the import is gone (the note's page goes back to the list). */
  onDone?: () => void;
};

/**
 * 'Descartar as importações recusadas?': every refused import of the client goes (the reason of each stays
 * in the audit log); the API also purges them on its own after 30 days.
 */
export function DescartarRecusadasDialog({ clienteId }: { clienteId: string | null }) {
  const toast = useToast();
  const descartar = useDescartarRecusadas();
  return (
    <DialogForm<object>
      trigger={<Button icon={<DeleteOutlined />}>Descartar recusadas</Button>}
      title="Descartar as importações recusadas?"
      okText="Descartar recusadas"
      okDanger
      onFinish={async () => {
        const answer = await descartar.mutateAsync(clienteId);
        toast.success(answer.message);
      }}
    >
      <Typography.Paragraph>
        Todas as importações recusadas do cliente saem da lista. O motivo de cada recusa continua no registro
        de auditoria. As recusadas com mais de 30 dias saem da lista sozinhas.
      </Typography.Paragraph>
    </DialogForm>
  );
}

/** 'Descartar esta importação?': the import (its file and its reading) is removed; nothing was incorporated. */
export function DescartarDialog({ trigger, nota, onDone }: DescartarDialogProps) {
  const toast = useToast();
  const descartar = useDescartarXmlNota();
  return (
    <DialogForm<object>
      trigger={trigger}
      title="Descartar esta importação?"
      okText="Descartar"
      okDanger
      onFinish={async () => {
        await descartar.mutateAsync(nota.id);
        toast.success('Importação descartada com sucesso!');
        onDone?.();
      }}
    >
      <Typography.Paragraph>
        {`Esta ação não poderá ser desfeita. Após confirmar, esta importação (${nomeDaNota(nota)}) será descartada.`}
      </Typography.Paragraph>
    </DialogForm>
  );
}
