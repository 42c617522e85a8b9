import { DialogForm, FormIssues, useToast } from '@gp/shared-ui';
import { Row } from 'antd';
import { PedidoFields } from '../../components/pedido-fields.js';
import { usePedirCautela, usePedirTransferencia } from './api.js';
import { type PedidoTipo, type PedidoValues, toPedidoBody } from './pedido.js';

type PedidoDialogProps = {
  tipo: PedidoTipo;
  bem: { id: string; CodigoBEM: number };
  onClose: () => void;
  /** After the request is made: it waits for the receiver's aceite. */
  onDone?: () => void;
};

/**
 * 'Pedir cautela' and 'Transferir responsabilidade' of an asset (decision 051): nothing moves until the
 * receiver accepts (in the app, or by the signed paper termo a clerk records on the aceites page).
 */
export function PedidoDialog({ tipo, bem, onClose, onDone }: PedidoDialogProps) {
  const toast = useToast();
  const cautela = usePedirCautela();
  const transferencia = usePedirTransferencia();
  const isCautela = tipo === 'cautela';
  return (
    <DialogForm<PedidoValues>
      title={`${isCautela ? 'Cautela' : 'Transferência de responsabilidade'} · bem ${bem.CodigoBEM}`}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width={560}
      okText={isCautela ? 'Pedir cautela' : 'Pedir transferência'}
      onFinish={async (values) => {
        const result = toPedidoBody(tipo, bem.id, values);
        if ('issues' in result) throw new FormIssues(result.issues);
        if (result.tipo === 'cautela') await cautela.mutateAsync(result.body);
        else await transferencia.mutateAsync(result.body);
        toast.success(
          isCautela
            ? 'Cautela pedida: aguarda o aceite do recebedor.'
            : 'Transferência pedida: aguarda o aceite do novo responsável.',
        );
        onDone?.();
      }}
    >
      <Row gutter={16}>
        <PedidoFields
          cautela={isCautela}
          note={
            isCautela
              ? 'O bem sai por um tempo e mantém o seu responsável; a saída é registrada quando o recebedor aceita.'
              : 'O novo responsável passa a responder pelo bem quando aceitar.'
          }
        />
      </Row>
    </DialogForm>
  );
}
