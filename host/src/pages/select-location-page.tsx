import { EnvironmentOutlined, LogoutOutlined } from '@ant-design/icons';
import { errorMessage, type Location, LocationSchema, parseJson } from '@gp/shared-contracts';
import { useToast } from '@gp/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { useHost, useSession } from '../app/host-context.js';
import { AuthCard } from './auth-card.js';

const describe = (location: Location) =>
  [
    location.company.application?.name,
    location.company.city && `${location.company.city}/${location.company.state ?? ''}`,
  ]
    .filter(Boolean)
    .join(' · ');

/** /selecionarlocal: the user's locations (GET /locais); choosing one loads it and opens /app. */
export function SelectLocationPage() {
  const host = useHost();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useSession((s) => s.user);
  const current = useSession((s) => s.selected?.location.id ?? null);
  const [choosing, setChoosing] = useState<string | null>(null);

  const locais = useQuery({
    queryKey: ['locais'],
    queryFn: async () => parseJson(v.array(LocationSchema), host.api.get('locais')),
  });

  const choose = async (id: string) => {
    setChoosing(id);
    try {
      await host.selectLocation(id);
      navigate('/app', { replace: true });
    } catch (e) {
      toast.error(await errorMessage(e, 'Não foi possível abrir este local. Tente novamente.'));
    } finally {
      setChoosing(null);
    }
  };

  const logout = () => {
    host.logout();
    navigate('/login', { replace: true });
  };

  return (
    <AuthCard
      width={560}
      title="Selecionar local"
      subtitle={user ? `Olá, ${user.fullname}. Escolha o local em que vai trabalhar.` : undefined}
    >
      {locais.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {locais.isError ? (
        <Alert
          type="error"
          showIcon
          message="Não foi possível carregar seus locais."
          action={
            <Button size="small" onClick={() => locais.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      ) : null}
      {locais.isSuccess ? (
        <List
          dataSource={locais.data}
          locale={{ emptyText: <Empty description="Nenhum local disponível para o seu usuário." /> }}
          renderItem={(location) => (
            <List.Item
              actions={[
                <Button
                  key="choose"
                  type={location.id === current ? 'default' : 'primary'}
                  loading={choosing === location.id}
                  disabled={choosing !== null && choosing !== location.id}
                  onClick={() => choose(location.id)}
                  aria-label={`Selecionar ${location.company.name}`}
                >
                  {location.id === current ? 'Continuar' : 'Selecionar'}
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<EnvironmentOutlined style={{ fontSize: 20, color: '#1d4ed8', marginTop: 4 }} />}
                title={
                  <Flex gap={8} wrap align="center">
                    <span>{location.company.name}</span>
                    {location.permissions.isSuporte ? <Tag color="purple">Suporte</Tag> : null}
                    {location.role ? <Tag>{location.role.name}</Tag> : null}
                  </Flex>
                }
                description={describe(location) || null}
              />
            </List.Item>
          )}
        />
      ) : null}
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Button type="link" icon={<LogoutOutlined />} onClick={logout}>
          Sair
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0, fontSize: 12 }}>
        O local escolhido fica salvo neste navegador por uma hora.
      </Typography.Paragraph>
    </AuthCard>
  );
}
