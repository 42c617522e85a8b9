/**
 * The few rules the back office's shell adds to antd's and pro-layout's own styles, written once here so
 * every area's page inherits them (the remotes draw inside this layout). Not in a cascade layer, so they
 * win over the styles made at build time (decision 029), and their selectors are at least as specific as
 * pro-layout's (two classes), so they win over its runtime styles too.
 */
export const LAYOUT_CSS = `
.gp-atalhos a{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.gp-atalhos a:focus{left:8px;top:8px;width:auto;height:auto;z-index:2000;padding:8px 12px;background:#fff;color:#1d4ed8;border:2px solid #1d4ed8;border-radius:6px}
.ant-pro-global-header .ant-pro-global-header-collapsed-button,.ant-pro-global-header .ant-pro-global-header-logo-mobile{display:none}
.ant-pro-global-header>div{min-width:0}
.ant-page-header .ant-page-header-heading{flex-wrap:wrap;column-gap:16px}
.ant-page-header .ant-page-header-heading-left{flex:1 1 auto;flex-wrap:wrap;min-width:0;overflow:visible}
.ant-page-header .ant-page-header-heading-title,.ant-page-header .ant-page-header-heading-sub-title{white-space:normal;overflow:visible;text-overflow:clip;overflow-wrap:anywhere}
.ant-page-header .ant-page-header-heading-extra{white-space:normal;flex:0 1 auto}
.ant-page-header .ant-page-header-heading-extra>.ant-space{flex-wrap:wrap;row-gap:8px}
`;
