import { createElement } from 'react';
import { addons, types } from 'storybook/manager-api';
import { VisualReportTool } from './visualReportTool';

/** The toolbar's 「截图审阅报告」 (docs/design-checks.md): the last stories check's report. */
addons.register('yibao/visual-report', () => {
  addons.add('yibao/visual-report/tool', {
    type: types.TOOL,
    title: '截图审阅报告',
    match: ({ viewMode }) => viewMode === 'story' || viewMode === 'docs',
    render: () => createElement(VisualReportTool),
  });
});
