import { Button, Result, Typography } from 'antd';
import { CompassOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';

/** 页面不存在: a route with no screen, inside the shell; names the route and leads back home. */
export function NotFoundPage({ path, home }: { path: string; home: string }) {
  const navigate = useNavigate();
  return (
    <Result
      icon={<CompassOutlined style={{ color: '#faad14' }} />}
      title="页面不存在"
      subTitle={
        <>
          没有地址为 <Typography.Text code>{path}</Typography.Text> 的页面，它可能尚未配置或已被移除。
        </>
      }
      extra={
        <Button type="primary" onClick={() => navigate(home)}>
          返回首页
        </Button>
      }
    />
  );
}
