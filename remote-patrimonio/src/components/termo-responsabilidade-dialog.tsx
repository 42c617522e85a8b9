import { TERMO_BENS_MAX } from '@gp/shared-contracts';
import { DialogForm, Field, FormIssues } from '@gp/shared-ui';
import { openDocument } from '@gp/shared-ui/remote';
import { Input, Row } from 'antd';
import { useRemote } from '../session/remote-context.js';
import { DialogNote } from './dialog-note.js';
import { issueTermo, TERMO_RESPONSABILIDADE_PATH, termoResponsabilidadeBody } from './termos.js';

type TermoValues = { responsavel: string; identificacao?: string };

type TermoResponsabilidadeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The rows chosen on the asset list; none: the setor of the list's filter. */
  selected: readonly string[];
  setorId: string | null;
  clienteId: string | null;
};

/**
 * 'Termo de responsabilidade' of the asset list: who takes custody of the chosen assets (or of every
 * asset of the setor the list is filtered by); the API issues, records and answers the termo's PDF.
 */
export function TermoResponsabilidadeDialog({
  open,
  onOpenChange,
  selected,
  setorId,
  clienteId,
}: TermoResponsabilidadeDialogProps) {
  const { api, session } = useRemote();
  const plural = (n: number) =>
    `${n.toLocaleString('pt-BR')} ${n === 1 ? 'bem selecionado' : 'bens selecionados'}`;
  return (
    <DialogForm<TermoValues>
      title="Termo de responsabilidade"
      open={open}
      onOpenChange={onOpenChange}
      width={520}
      okText="Emitir termo"
      onFinish={async (values) => {
        if (selected.length > TERMO_BENS_MAX)
          throw new FormIssues([
            { path: 'responsavel', message: `Escolha no máximo ${TERMO_BENS_MAX} bens por termo.` },
          ]);
        await openDocument(api, session.apiBaseUrl, () =>
          issueTermo(
            api,
            TERMO_RESPONSABILIDADE_PATH,
            termoResponsabilidadeBody(values, { bemIds: selected, setorId, clienteId }),
          ),
        );
      }}
    >
      {() => (
        <Row gutter={16}>
          <DialogNote>
            {selected.length > 0
              ? `O termo lista os ${plural(selected.length)} na lista.`
              : 'O termo lista todos os bens não baixados do setor do filtro.'}
          </DialogNote>
          <Field name="responsavel" text="Responsável" span={24} required="Informe o nome do responsável.">
            <Input maxLength={120} autoComplete="off" />
          </Field>
          <Field
            name="identificacao"
            text="Cargo, matrícula ou documento"
            span={24}
            extra="Impresso junto ao nome do responsável (opcional)."
          >
            <Input maxLength={120} autoComplete="off" />
          </Field>
        </Row>
      )}
    </DialogForm>
  );
}
