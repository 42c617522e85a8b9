import { Flex, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

type Token = ReturnType<typeof theme.useToken>['token'];

/** What `Typography.Title` of this level draws. */
const heading = (token: Token, level: 3 | 4): CSSProperties => ({
  marginBottom: '0.5em',
  color: token.colorTextHeading,
  fontWeight: token.fontWeightStrong,
  fontSize: level === 3 ? token.fontSizeHeading3 : token.fontSizeHeading4,
  lineHeight: level === 3 ? token.lineHeightHeading3 : token.lineHeightHeading4,
});

type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode; width?: number };

/**
 * Frame of the public screens (sign-in, recovery, location choice): the product name over one card.
 * The card and its headings are drawn with the theme's tokens (what antd's bordered `Card` and
 * `Typography.Title`/`Paragraph` draw) so the sign-in page does not download those components.
 */
export function AuthCard({ title, subtitle, children, width = 400 }: AuthCardProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16, background: '#f0f3f8' }}
    >
      <h3 style={{ ...heading(token, 3), color: '#1d4ed8', marginBottom: 24 }}>Gestão Pública</h3>
      <div
        style={{
          boxSizing: 'border-box',
          width: '100%',
          maxWidth: width,
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        <h4 style={{ ...heading(token, 4), marginTop: 0 }}>{title}</h4>
        {subtitle ? (
          <div style={{ color: token.colorTextDescription, marginTop: -4, marginBottom: '1em' }}>
            {subtitle}
          </div>
        ) : null}
        {children}
      </div>
    </Flex>
  );
}
