import { datePickerDefaults, Field, isOutsideDateLimits } from '@gp/shared-ui';
import { DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { DialogNote } from './dialog-note.js';
import { ServidorSelect } from './servidor-select.js';

/**
 * The fields of a carga request (decision 051), for one asset or a batch (decision 059): the receiver
 * (the new responsável, or who takes the cautela) and, for a cautela, its destination and expected
 * return; the reason (required for a cautela). Field names as the request forms read them.
 */
export function PedidoFields({ cautela, note }: { cautela: boolean; note: string }) {
  return (
    <>
      <DialogNote>{note}</DialogNote>
      <Field
        name="servidor_id"
        text={cautela ? 'Recebedor' : 'Novo responsável'}
        span={24}
        required={cautela ? 'Informe o recebedor.' : 'Informe o novo responsável.'}
      >
        <ServidorSelect />
      </Field>
      {cautela ? (
        <>
          <Field name="destino" text="Destino" span={14} phone={24} required="Informe o destino.">
            <Input maxLength={255} autoComplete="off" />
          </Field>
          <Field
            name="data_prevista_retorno"
            text="Retorno previsto"
            span={10}
            phone={24}
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
      <Field name="motivo" text="Motivo" span={24} required={cautela ? 'Informe o motivo.' : undefined}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Field>
    </>
  );
}
