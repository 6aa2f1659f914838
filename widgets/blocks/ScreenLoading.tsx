import { Flex, Spin } from 'antd';

/** While a screen's descriptor loads. */
export function ScreenLoading() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin size="large" tip="正在加载页面…">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </Flex>
  );
}
