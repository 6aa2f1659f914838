import { consoleTheme } from '../../widgets/theme';

/** The console's colours (widgets/theme.ts), so the report reads as the console does. */
const { colorPrimary, colorError, colorTextTertiary } = consoleTheme.token ?? {};

/** The screenshot review report's look (visualReport.ts): three pictures side by side, findings below. */
export const REPORT_STYLE = `
:root { color-scheme: light; }
body { margin: 0; font: 14px/1.6 "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif;
  color: rgba(0, 0, 0, 0.88); background: #f5f5f5; }
header, section { padding: 16px 24px; }
header { background: #fff; border-bottom: 1px solid #d9d9d9; }
#natural-size { margin: 16px 4px 0 24px; }
h1 { font-size: 22px; margin: 0 0 8px; }
h2 { font-size: 18px; margin: 16px 0 8px; }
h3 { font-size: 16px; margin: 0; }
h4 { font-size: 14px; margin: 16px 0 4px; }
a { color: ${colorPrimary}; }
code, pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 12px; }
code { background: #f0f0f0; padding: 1px 4px; border-radius: 4px; }
pre { white-space: pre-wrap; word-break: break-all; margin: 4px 0; background: #fafafa;
  border: 1px solid #f0f0f0; border-radius: 4px; padding: 6px 8px; }
.how { color: ${colorTextTertiary}; }
.warn { border-left: 4px solid #d46b08; background: #fff7e6; padding: 6px 10px; }
.ok { color: #237804; }
.big { font-size: 16px; }
.toc { columns: 2; margin: 0 0 8px; }
article { background: #fff; border: 1px solid #d9d9d9; border-radius: 8px; padding: 16px; margin: 16px 0; }
.meta { margin: 4px 0 8px; color: ${colorTextTertiary}; }
.pictures { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
.pictures.one { grid-template-columns: minmax(0, 1fr); max-width: 50%; }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 4px; }
figure img { display: block; max-width: 100%; height: auto; border: 1px solid #d9d9d9;
  background: repeating-conic-gradient(#f0f0f0 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
#natural-size:checked ~ section .pictures { grid-template-columns: minmax(0, 1fr); max-width: none; }
#natural-size:checked ~ section figure { overflow-x: auto; }
#natural-size:checked ~ section figure img { max-width: none; }
.none { color: ${colorTextTertiary}; border: 1px dashed #d9d9d9; padding: 24px; text-align: center; margin: 0; }
.accept { margin: 8px 0 0; }
.findings { padding-left: 20px; }
.finding p { margin: 2px 0; }
.impact { color: #fff; background: ${colorError}; border-radius: 4px; padding: 0 6px; font-size: 12px; }
`;
