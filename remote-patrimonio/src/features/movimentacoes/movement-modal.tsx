import { HistoryOutlined } from '@ant-design/icons';
import type { Bem } from '@gp/shared-contracts';
import { LoadError } from '@gp/shared-ui';
import { Alert, Button, Divider, Flex, Modal, Skeleton } from 'antd';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBem, useBemUtils } from '../../components/bem-api.js';
import { BemSummary } from '../../components/bem-summary.js';
import { useRemote } from '../../session/remote-context.js';
import { MovementForm } from './movement-form.js';

type MovementModalProps = {
  /** The asset whose movement is registered (the list's movement dialog takes the asset id). */
  bemId: string | null;
  onClose: () => void;
  /**
   * The carga's requests of the asset (cautela, transferência de responsabilidade), the carga feature's,
   * given by the route table; `onDone` closes the dialog once one is asked.
   */
  carga?: ComponentType<{ bem: Bem; onDone: () => void }>;
};

/** Registers a movement of an asset without leaving the list; the full history is one click away. */
export function MovementModal({ bemId, onClose, carga: Carga }: MovementModalProps) {
  const { paths } = useRemote();
  const navigate = useNavigate();
  const bem = useBem(bemId);
  const utils = useBemUtils(bem.data?.cliente_id ?? null, Boolean(bem.data));

  let body = <Skeleton active paragraph={{ rows: 8 }} />;
  if (bem.isError)
    body = <LoadError message="Não foi possível carregar o bem." onRetry={() => bem.refetch()} />;
  else if (utils.isError)
    body = (
      <LoadError
        message="Não foi possível carregar os tipos de movimentação."
        onRetry={() => utils.refetch()}
      />
    );
  else if (bem.data && utils.data && utils.data.cliente_id === bem.data.cliente_id)
    body = (
      <>
        <BemSummary bem={bem.data} />
        {bem.data.situacao === 'baixado' ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            message="Este bem está baixado: só aceita o estorno da baixa."
          />
        ) : null}
        {Carga ? <Carga bem={bem.data} onDone={onClose} /> : null}
        <Divider style={{ marginBlock: 16 }} />
        <MovementForm bem={bem.data} utils={utils.data} onSaved={onClose} onCancel={onClose} />
      </>
    );

  return (
    <Modal
      open={bemId !== null}
      title={
        <Flex justify="space-between" align="center" style={{ paddingRight: 32 }}>
          <span>Nova movimentação{bem.data ? ` · bem ${bem.data.CodigoBEM}` : ''}</span>
          {bemId ? (
            <Button
              type="link"
              size="small"
              icon={<HistoryOutlined />}
              onClick={() => navigate(paths.movimentacoes(bemId))}
            >
              Ver histórico
            </Button>
          ) : null}
        </Flex>
      }
      width={880}
      footer={null}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
