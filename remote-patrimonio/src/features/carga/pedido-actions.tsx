import { ExportOutlined, UserSwitchOutlined } from '@ant-design/icons';
import type { Bem } from '@gp/shared-contracts';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useRemote } from '../../session/remote-context.js';
import type { PedidoTipo } from './pedido.js';
import { PedidoDialog } from './pedido-dialog.js';

/**
 * The carga's requests in an asset's movement dialog (decision 051): 'Pedir cautela' and 'Transferir
 * responsabilidade', for who may ask them (custody:create, the rule of the calls), of an asset not baixado.
 * Each waits for the receiver's aceite.
 */
export function PedidoActions({ bem, onDone }: { bem: Bem; onDone: () => void }) {
  const { access } = useRemote();
  const [pedido, setPedido] = useState<PedidoTipo | null>(null);
  if (!access.custody.create || bem.situacao === 'baixado') return null;
  return (
    <Flex gap="small" wrap align="center" style={{ marginTop: 12 }}>
      <Typography.Text type="secondary">Carga patrimonial, com o aceite de quem recebe:</Typography.Text>
      <Button size="small" icon={<ExportOutlined />} onClick={() => setPedido('cautela')}>
        Pedir cautela
      </Button>
      <Button size="small" icon={<UserSwitchOutlined />} onClick={() => setPedido('transferencia')}>
        Transferir responsabilidade
      </Button>
      {pedido ? (
        <PedidoDialog
          tipo={pedido}
          bem={bem}
          onClose={() => setPedido(null)}
          onDone={() => {
            setPedido(null);
            onDone();
          }}
        />
      ) : null}
    </Flex>
  );
}
