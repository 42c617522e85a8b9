import { FOLHA_ETIQUETA_LABELS, FOLHAS_ETIQUETA } from '@gp/shared-contracts';
import { DialogForm, Field, FormIssues } from '@gp/shared-ui';
import { openDocument } from '@gp/shared-ui/remote';
import { Form, type FormInstance, InputNumber, Radio, Row, Space } from 'antd';
import { useRemote } from '../../session/remote-context.js';
import { AlcanceField } from './alcance-field.js';
import { type EtiquetasValues, etiquetasPath, etiquetasProblem } from './etiquetas.js';

type EtiquetasDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's API query (its filters, search and client). */
  listQuery: URLSearchParams;
  /** The ids of the rows chosen on the list. */
  selected: readonly string[];
  /** How many assets the list's filters match (estimated past the list's count). */
  total: number | undefined;
  /** Labels of more than 200 pages are made by a job (202): the page shows its progress. */
  onQueued: (trabalhoId: string) => void;
};

/**
 * 'Imprimir etiquetas' of the asset list: the rows chosen or everything the filters match, the sheet and,
 * on a sheet of 30, the first free label; the PDF opens in a new window.
 */
export function EtiquetasDialog({
  open,
  onOpenChange,
  listQuery,
  selected,
  total,
  onQueued,
}: EtiquetasDialogProps) {
  const { api, session } = useRemote();
  return (
    <DialogForm<EtiquetasValues>
      title="Imprimir etiquetas"
      open={open}
      onOpenChange={onOpenChange}
      width={560}
      okText="Imprimir"
      initialValues={{
        alcance: selected.length > 0 ? 'selecionados' : 'filtros',
        folha: 'pimaco6180',
        inicio: 1,
      }}
      onFinish={async (values) => {
        const problem = etiquetasProblem(values, { selected: selected.length, total });
        if (problem) throw new FormIssues([{ path: 'alcance', message: problem }]);
        const job = await openDocument(api, session.apiBaseUrl, etiquetasPath(listQuery, selected, values), {
          mayQueue: true,
        });
        if (job) onQueued(job);
      }}
    >
      {({ form }) => <EtiquetasFields form={form} selected={selected.length} total={total} />}
    </DialogForm>
  );
}

function EtiquetasFields({
  form,
  selected,
  total,
}: {
  form: FormInstance<EtiquetasValues>;
  selected: number;
  total: number | undefined;
}) {
  const alcance = Form.useWatch('alcance', form);
  const folha = Form.useWatch('folha', form);
  const problem = alcance ? etiquetasProblem({ alcance }, { selected, total }) : null;
  return (
    <Row gutter={16}>
      <AlcanceField
        selected={selected}
        total={total}
        todos="Todos os bens dos filtros atuais"
        problem={problem}
      />
      <Field name="folha" text="Folha" span={24} required>
        <Radio.Group>
          <Space direction="vertical">
            {FOLHAS_ETIQUETA.map((f) => (
              <Radio key={f} value={f}>
                {FOLHA_ETIQUETA_LABELS[f]}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Field>
      {folha === 'pimaco6180' ? (
        <Field
          name="inicio"
          text="Posição da primeira etiqueta"
          span={12}
          phone={24}
          required="Informe a posição (1 a 30)."
          extra="Para aproveitar uma folha já usada: 1 a 30, da esquerda para a direita, de cima para baixo."
        >
          <InputNumber min={1} max={30} precision={0} style={{ width: '100%' }} />
        </Field>
      ) : null}
    </Row>
  );
}
