import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { sessionTexts, type ReloginForm, type SessionAlert } from '../../engine/session';

interface Captcha {
  key: string;
  image: string;
}

export interface SessionDialogProps {
  /** What to show: the warning before an idle expiry, or the login over the page. */
  alert: Exclude<SessionAlert, { kind: 'none' }>;
  /** The session's account (the login dialog logs in only as it). */
  account: string;
  /** 续期: any call extends the session. */
  onRenew(): Promise<void>;
  /** 退出: ends the session and goes to the login page. */
  onLogout(): void;
  /** Logs in again; rejects with the message to show (用户名或密码错误…). */
  onLogin(form: ReloginForm): Promise<void>;
  /** A new image captcha. */
  loadCaptcha(): Promise<Captcha>;
  /** Date.now() of the countdown (stories freeze it). */
  now?: () => number;
}

const Z_INDEX = 1100;

/** mm:ss left until `at`. */
function left(at: number, now: number): string {
  const s = Math.max(0, Math.ceil((at - now) / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The warning two minutes before an idle expiry: 续期 or 退出, and the time left. */
function Expiring({
  expiresAt,
  onRenew,
  onLogout,
  now = Date.now,
}: {
  expiresAt: number;
  onRenew(): Promise<void>;
  onLogout(): void;
  now?: () => number;
}) {
  const [, tick] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  const renew = () => {
    setBusy(true);
    onRenew().finally(() => setBusy(false));
  };
  return (
    <Modal
      open
      title={sessionTexts.expiring}
      closable={false}
      maskClosable={false}
      keyboard={false}
      zIndex={Z_INDEX}
      footer={[
        <Button key="logout" onClick={onLogout}>
          退出
        </Button>,
        <Button key="renew" type="primary" loading={busy} onClick={renew} autoFocus>
          续期
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        您已有一段时间没有操作，登录将在 <strong>{left(expiresAt, now())}</strong>{' '}
        后过期。续期后可继续当前的工作。
      </Typography.Paragraph>
    </Modal>
  );
}

/** The login over the page: the session's account, its password and the captcha; the page stays. */
function Relogin({ alert, account, onLogin, onLogout, loadCaptcha }: SessionDialogProps) {
  const [form] = Form.useForm<ReloginForm>();
  const [captcha, setCaptcha] = useState<Captcha>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const refresh = () => {
    form.setFieldValue('checkCode', '');
    loadCaptcha().then(setCaptcha, () => setCaptcha(undefined));
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one captcha when the dialog opens
  useEffect(refresh, []);
  const submit = async (values: ReloginForm) => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await onLogin({ ...values, checkKey: captcha?.key ?? '' });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      refresh();
    } finally {
      setBusy(false);
    }
  };
  const image =
    captcha && /^data:image\/(svg\+xml|png|jpeg|gif);/.test(captcha.image) ? captcha.image : undefined;
  return (
    <Modal
      open
      title={alert.kind === 'elsewhere' ? sessionTexts.elsewhere : sessionTexts.expired}
      closable={false}
      maskClosable={false}
      keyboard={false}
      zIndex={Z_INDEX}
      footer={[
        <Button key="logout" onClick={onLogout}>
          退出
        </Button>,
        <Button key="login" type="primary" loading={busy} onClick={() => form.submit()}>
          登录
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        请重新登录后继续：当前页面和已填写的内容都会保留，登录后可再次提交。
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        name="relogin"
        layout="vertical"
        onFinish={(v) => void submit(v)}
        requiredMark={false}
      >
        <Form.Item label="用户名">
          <Input value={account} disabled aria-label="用户名" />
        </Form.Item>
        {account.startsWith('T') && (
          <Form.Item
            name="idCard"
            label="身份证号码"
            rules={[{ required: true, message: '请输入身份证号码' }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password autoComplete="current-password" autoFocus onPressEnter={() => form.submit()} />
        </Form.Item>
        <Form.Item label="验证码" required>
          <Flex gap={8} align="center">
            <Form.Item name="checkCode" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
              <Input
                aria-label="验证码"
                maxLength={8}
                autoComplete="off"
                onPressEnter={() => form.submit()}
              />
            </Form.Item>
            <img
              src={image}
              alt="图形验证码"
              title="看不清，换一张"
              role="button"
              onClick={refresh}
              style={{
                height: 32,
                width: 100,
                flex: 'none',
                cursor: 'pointer',
                border: '1px solid #d9d9d9',
                borderRadius: 6,
              }}
            />
          </Flex>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The session's dialogs over the page (docs/server.md, Sessions): 登录即将过期 with 续期 / 退出, and once
 * the session is over, 登录已过期，请重新登录 (or 已在其他窗口退出) with a login that keeps the page.
 */
export default function SessionDialog(props: SessionDialogProps) {
  const { alert } = props;
  if (alert.kind === 'expiring')
    return (
      <Expiring
        expiresAt={alert.expiresAt}
        onRenew={props.onRenew}
        onLogout={props.onLogout}
        now={props.now}
      />
    );
  return <Relogin key={alert.kind} {...props} />;
}
