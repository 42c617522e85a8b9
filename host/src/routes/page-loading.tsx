import { Flex, Spin } from 'antd';

/**
 * What a route shows while its page's module downloads (its Suspense fallback). A cold `/app` shows it for
 * a moment before the layout, so the back office's stylesheet made at build time holds its styles too
 * (`styles/server.tsx`).
 */
export function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" tip="Carregando...">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </Flex>
  );
}
