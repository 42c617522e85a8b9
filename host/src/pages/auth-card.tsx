import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode; width?: number };

/** Frame of the public screens (sign-in, recovery, location choice): the product name over one card. */
export function AuthCard({ title, subtitle, children, width = 400 }: AuthCardProps) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16, background: '#f0f3f8' }}
    >
      <Typography.Title level={3} style={{ color: '#1d4ed8', marginBottom: 24 }}>
        Gestão Pública
      </Typography.Title>
      <Card style={{ width: '100%', maxWidth: width }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {subtitle ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
            {subtitle}
          </Typography.Paragraph>
        ) : null}
        {children}
      </Card>
    </Flex>
  );
}
