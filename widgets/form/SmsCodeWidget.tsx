import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Input } from 'antd';
import { MOBILE_PATTERN } from '../../schemas/patterns';
import { useScreen } from '../../engine/screen';
import { formMessages as m } from './messages';
import { optionNumber, optionString, textInputProps, type FieldWidgetProps } from './widgetTypes';
import { useLightField } from './LightField';

const mobileRule = new RegExp(MOBILE_PATTERN);

/**
 * SMS code: an input and 获取验证码, which checks the mobile in the field `ui:options.mobileField`
 * (手机号不能为空, or `ui:options.emptyMessage`, / 请正确填写手机号), calls `GET ui:options.path?mobile=…`
 * and counts down `ui:options.seconds` (60), disabled meanwhile.
 */
export function SmsCodeWidget(props: FieldWidgetProps) {
  const field = useLightField();
  const { disabled, readonly, registry, options } = props;
  const mobileField = optionString(props, 'mobileField', 'mobile');
  const path = optionString(props, 'path', '/commondeal/api/auth/smsCode');
  const seconds = optionNumber(props, 'seconds', 60);
  const emptyMessage = optionString(props, 'emptyMessage', m.mobileEmpty);
  const { env } = useScreen();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);

  const start = () => {
    setLeft(seconds);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) clearInterval(timer.current);
        return Math.max(0, n - 1);
      });
    }, 1000);
  };

  const send = async () => {
    const mobile = registry.formContext.fields.get(mobileField);
    if (mobile === undefined || mobile === null || mobile === '') return env.toast('warning', emptyMessage);
    if (!mobileRule.test(String(mobile))) return env.toast('warning', m.mobileInvalid);
    const extra =
      options.query && typeof options.query === 'object' ? (options.query as Record<string, unknown>) : {};
    setSending(true);
    try {
      await env.request('GET', path, { query: { ...extra, mobile } });
      start();
    } catch {
      // The API client already showed the message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex gap={8}>
      <Input {...field} {...textInputProps(props)} autoComplete="one-time-code" />
      <Button
        disabled={disabled || readonly || left > 0}
        loading={sending}
        onClick={() => void send()}
        style={{ flex: 'none' }}
      >
        {left > 0 ? m.smsCountdown(left) : m.smsGet}
      </Button>
    </Flex>
  );
}
