import { ClockCircleOutlined } from '@ant-design/icons';
import { Tooltip } from '@gp/shared-ui';
import { Typography } from 'antd';
import { useRemainingMs } from './session-expiry.js';
import { CLOCK_WARNING_MS, formatRemaining } from './session-time.js';

// The watcher lives apart so the sign-in page does not download the clock's tooltip.
export { SessionExpiryWatcher, useRemainingMs } from './session-expiry.js';

/** Remaining session time as mm:ss, in the header. */
export function SessionClock() {
  const remaining = useRemainingMs();
  if (remaining === null) return null;
  return (
    <Tooltip title="Tempo restante da sessão; ela é renovada enquanto você usa o sistema">
      <Typography.Text
        type={remaining < CLOCK_WARNING_MS ? 'danger' : 'secondary'}
        style={{ whiteSpace: 'nowrap' }}
      >
        <ClockCircleOutlined /> <span data-testid="session-remaining">{formatRemaining(remaining)}</span>
      </Typography.Text>
    </Tooltip>
  );
}
