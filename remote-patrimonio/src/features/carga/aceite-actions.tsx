import {
  CheckOutlined,
  CloseOutlined,
  FileProtectOutlined,
  RollbackOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { Aceite } from '@gp/shared-contracts';
import { DialogForm, Field, FormIssues, reportFailure, useToast } from '@gp/shared-ui';
import { openDocument, UploadError } from '@gp/shared-ui/remote';
import { Button, Flex, Input, Popconfirm, Upload } from 'antd';
import { issueTermo } from '../../components/termos.js';
import { useRemote } from '../../session/remote-context.js';
import { acoesDoAceite, toRecusaBody } from './aceites.js';
import { useDecidir, useRegistrarTermo } from './api.js';

/** What a row asks: of its asset, or of its whole batch (decided as one, decision 059). */
const what = (a: Aceite) =>
  `${a.tipo === 'cautela' ? 'cautela' : 'transferência'} ${a.lote ? `do lote de ${a.lote.quantidade.toLocaleString('pt-BR')} bens` : `do bem ${a.bem.CodigoBEM}`}`;

/** A row's buttons: only those the API's flags allow (never one that would answer 403). */
export function AceiteActions({
  aceite,
  onDevolverLote,
}: {
  aceite: Aceite;
  /** Returns every cautela of the row's batch still out (decision 062). */
  onDevolverLote?: (aceite: Aceite) => void;
}) {
  const toast = useToast();
  const decidir = useDecidir();
  const termo = useRegistrarTermo();
  const { api, session } = useRemote();
  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toast.success(done);
    } catch (error) {
      // A file refused by the API says why (the upload goes outside the client that shows write errors).
      if (error instanceof UploadError) toast.error(error.message);
      else reportFailure(toast, error);
    }
  };
  const acoes = acoesDoAceite(aceite);
  if (acoes.length === 0) return null;
  return (
    <Flex gap={4} wrap justify="end">
      {acoes.includes('aceitar') ? (
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined />}
          aria-label={`Aceitar ${what(aceite)}`}
          loading={decidir.isPending}
          onClick={() =>
            run(() => decidir.mutateAsync({ aceite, acao: 'aceitar' }), 'Aceite registrado com sucesso!')
          }
        >
          {aceite.lote ? 'Aceitar lote' : 'Aceitar'}
        </Button>
      ) : null}
      {acoes.includes('recusar') ? (
        <DialogForm<{ motivo?: string }>
          title={`Recusar a ${what(aceite)}`}
          trigger={
            <Button size="small" danger icon={<CloseOutlined />} aria-label={`Recusar ${what(aceite)}`}>
              Recusar
            </Button>
          }
          width={520}
          okText="Recusar"
          onFinish={async (values) => {
            const result = toRecusaBody(values);
            if ('issues' in result) throw new FormIssues(result.issues);
            await decidir.mutateAsync({ aceite, recusa: result.body });
            toast.success('Recusa registrada.');
          }}
        >
          <Field name="motivo" text="Motivo da recusa" span={24} required="Informe o motivo da recusa.">
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Field>
        </DialogForm>
      ) : null}
      {acoes.includes('termo') ? (
        <Upload
          accept=".pdf,image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            run(() => termo.mutateAsync({ aceite, file }), 'Termo assinado registrado: aceite concluído.');
            return false;
          }}
        >
          <Button
            size="small"
            icon={<UploadOutlined />}
            loading={termo.isPending}
            aria-label={`Registrar termo assinado da ${what(aceite)}`}
          >
            Registrar termo assinado
          </Button>
        </Upload>
      ) : null}
      {acoes.includes('devolver') ? (
        <Popconfirm
          title="Registrar a devolução?"
          description="O bem volta da cautela e ela se encerra."
          okText="Registrar"
          cancelText="Cancelar"
          onConfirm={() =>
            run(() => decidir.mutateAsync({ aceite, acao: 'devolver' }), 'Devolução registrada.')
          }
        >
          <Button
            size="small"
            icon={<RollbackOutlined />}
            aria-label={`Registrar devolução da ${what(aceite)}`}
          >
            Registrar devolução
          </Button>
        </Popconfirm>
      ) : null}
      {acoes.includes('devolver') && aceite.lote && onDevolverLote ? (
        <Popconfirm
          title={`Registrar a devolução do lote de ${aceite.lote.quantidade.toLocaleString('pt-BR')} bens?`}
          description="Todas as cautelas do lote ainda fora voltam e se encerram, numa vez só."
          okText="Registrar"
          cancelText="Cancelar"
          onConfirm={() => onDevolverLote(aceite)}
        >
          <Button
            size="small"
            icon={<RollbackOutlined />}
            aria-label={`Registrar devolução do lote de ${aceite.lote.quantidade.toLocaleString('pt-BR')} bens`}
          >
            Devolver lote
          </Button>
        </Popconfirm>
      ) : null}
      {acoes.includes('termoLote') && aceite.lote ? (
        <Button
          size="small"
          icon={<FileProtectOutlined />}
          aria-label={`Emitir o termo do lote de ${aceite.lote.quantidade.toLocaleString('pt-BR')} bens`}
          onClick={() => {
            const path = `patrimonio/movimentacaobem/lote/${encodeURIComponent(aceite.lote?.id ?? '')}/termo`;
            run(
              () => openDocument(api, session.apiBaseUrl, () => issueTermo(api, path, {})),
              'Termo do lote emitido.',
            );
          }}
        >
          Termo do lote
        </Button>
      ) : null}
    </Flex>
  );
}
