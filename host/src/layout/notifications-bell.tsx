import { BellOutlined } from '@ant-design/icons';
import { type Notificacoes, NotificacoesSchema, parseJson } from '@gp/shared-contracts';
import { Tooltip } from '@gp/shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Drawer, Empty, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useHost, useSession } from '../app/host-context.js';

/**
 * The bell of the header (docs/frontend.md, "Notificações"): what waits for the user at the selected
 * location, as GET /notificacoes gathers it from the domain's providers. Read again every minute and
 * when the window regains focus; the drawer lists each group with its items, each a link to its page.
 */

const REFRESH_MS = 60_000;

/** The groups and their items (the drawer's content). */
export function NotificationsList({ data, onOpen }: { data: Notificacoes; onOpen: () => void }) {
  if (data.grupos.length === 0) {
    return <Empty description="Nada aguardando você." image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  }
  return (
    <Flex vertical gap={16}>
      {data.grupos.map((g) => (
        <section key={g.chave} aria-label={g.titulo}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {g.titulo} ({g.quantidade.toLocaleString('pt-BR')})
          </Typography.Title>
          <List
            size="small"
            dataSource={g.itens}
            rowKey="id"
            renderItem={(item) => (
              <List.Item>
                {item.link ? (
                  <Link to={item.link} onClick={onOpen}>
                    {item.texto}
                  </Link>
                ) : (
                  <Typography.Text>{item.texto}</Typography.Text>
                )}
              </List.Item>
            )}
          />
          {g.quantidade > g.itens.length ? (
            <Typography.Text type="secondary">
              E mais {(g.quantidade - g.itens.length).toLocaleString('pt-BR')}.
            </Typography.Text>
          ) : null}
        </section>
      ))}
    </Flex>
  );
}

/** The header's bell: a badge with the count, and the drawer with the list. */
export function NotificationsBell() {
  const { api } = useHost();
  const queryClient = useQueryClient();
  const localId = useSession((s) => s.selected?.location.id ?? null);
  const [open, setOpen] = useState(false);
  const notificacoes = useQuery({
    queryKey: ['notificacoes', localId],
    enabled: localId !== null,
    queryFn: () => parseJson(NotificacoesSchema, api.get('notificacoes')),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const total = notificacoes.data?.total ?? 0;
  const label = total === 0 ? 'Notificações' : `Notificações: ${total.toLocaleString('pt-BR')}`;
  return (
    <>
      <Tooltip title="Notificações">
        <Badge count={total} size="small" overflowCount={999}>
          <Button
            type="text"
            aria-label={label}
            aria-haspopup="dialog"
            data-testid="notifications-button"
            icon={<BellOutlined />}
            onClick={() => {
              setOpen(true);
              void queryClient.invalidateQueries({ queryKey: ['notificacoes', localId] });
            }}
          />
        </Badge>
      </Tooltip>
      <Drawer
        title="Notificações"
        open={open}
        onClose={() => setOpen(false)}
        // Never wider than a phone's screen.
        width="min(420px, 100vw)"
        destroyOnHidden
      >
        {notificacoes.isError ? (
          <Typography.Text type="danger">Não foi possível carregar as notificações.</Typography.Text>
        ) : notificacoes.data ? (
          <NotificationsList data={notificacoes.data} onOpen={() => setOpen(false)} />
        ) : null}
      </Drawer>
    </>
  );
}
