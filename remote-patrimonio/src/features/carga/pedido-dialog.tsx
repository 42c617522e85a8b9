import {
  DialogForm,
  datePickerDefaults,
  Field,
  FormIssues,
  isOutsideDateLimits,
  useToast,
} from '@gp/shared-ui';
import { DatePicker, Input, Row } from 'antd';
import dayjs from 'dayjs';
import { DialogNote } from '../../components/dialog-note.js';
import { usePedirCautela, usePedirTransferencia } from './api.js';
import { type PedidoTipo, type PedidoValues, toPedidoBody } from './pedido.js';
import { ServidorSelect } from './servidor-select.js';

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
        <DialogNote>
          {isCautela
            ? 'O bem sai por um tempo e mantém o seu responsável; a saída é registrada quando o recebedor aceita.'
            : 'O novo responsável passa a responder pelo bem quando aceitar.'}
        </DialogNote>
        <Field
          name="servidor_id"
          text={isCautela ? 'Recebedor' : 'Novo responsável'}
          span={24}
          required={isCautela ? 'Informe o recebedor.' : 'Informe o novo responsável.'}
        >
          <ServidorSelect />
        </Field>
        {isCautela ? (
          <>
            <Field name="destino" text="Destino" span={14} required="Informe o destino.">
              <Input maxLength={255} autoComplete="off" />
            </Field>
            <Field
              name="data_prevista_retorno"
              text="Retorno previsto"
              span={10}
              required="Informe a data prevista de retorno."
            >
              <DatePicker
                {...datePickerDefaults}
                style={{ width: '100%' }}
                disabledDate={(d) => isOutsideDateLimits(d) || d.isBefore(dayjs(), 'day')}
              />
            </Field>
          </>
        ) : null}
        <Field name="motivo" text="Motivo" span={24} required={isCautela ? 'Informe o motivo.' : undefined}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Field>
      </Row>
    </DialogForm>
  );
}
