import { Tooltip as AntTooltip, type TooltipProps } from 'antd';

/** Tooltips open after 700 ms (docs/product.md, "Mensagens e textos"). antd 5's ConfigProvider has no delay setting, so every app uses this one. */
export const TOOLTIP_DELAY_SECONDS = 0.7;

export function Tooltip({ mouseEnterDelay = TOOLTIP_DELAY_SECONDS, ...props }: TooltipProps) {
  return <AntTooltip mouseEnterDelay={mouseEnterDelay} {...props} />;
}
