import { Spin } from 'antd';

/**
 * The back office's loading look: a large spinner with "Carregando...", centred. The host shows it while a
 * remote area downloads, each area's route table while a lazy screen's chunk downloads.
 */
export const LOADING_SCREEN = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
    <Spin tip="Carregando..." size="large">
      <div style={{ width: 120, height: 60 }} />
    </Spin>
  </div>
);
