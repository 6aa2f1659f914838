import { useCallback, useEffect, useRef, useState } from 'react';
import { Flex, Input } from 'antd';
import { useRefresh, useScreen } from '../../engine/screen';
import { formMessages as m } from './messages';
import { optionString, textInputProps, type FieldWidgetProps } from './widgetTypes';
import { useLightField } from './LightField';

interface Captcha {
  key: string;
  image: string;
}

/** Only a data URL of an image is shown (never markup from the server). */
function safeImage(src: unknown): string | undefined {
  return typeof src === 'string' && /^data:image\/(svg\+xml|png|jpeg|gif);/.test(src) ? src : undefined;
}

/**
 * Image captcha: an input and the image from `GET ui:options.path` (`{key, image}`); the key goes into
 * the field `ui:options.keyField` (checkKey). A click on the image, or a `refresh` of
 * `ui:options.refreshTarget` (captcha), fetches a new one.
 */
export function CaptchaWidget(props: FieldWidgetProps) {
  const field = useLightField();
  const { value, onChange, registry } = props;
  const keyField = optionString(props, 'keyField', 'checkKey');
  const path = optionString(props, 'path', '/commondeal/api/auth/captcha');
  const target = optionString(props, 'refreshTarget', 'captcha');
  const { env } = useScreen();
  const fields = registry.formContext.fields;
  const [image, setImage] = useState<string>();
  const seq = useRef(0);
  const envRef = useRef(env);
  envRef.current = env;

  const refresh = useCallback(() => {
    const mine = ++seq.current;
    envRef.current
      .request<Captcha>('GET', path)
      .then((c) => {
        if (mine !== seq.current) return;
        setImage(safeImage(c?.image));
        fields.set(keyField, c?.key);
      })
      .catch(() => undefined);
  }, [path, fields, keyField]);
  const refreshAndClear = useCallback(() => {
    if (value) onChange(undefined);
    refresh();
  }, [refresh, onChange, value]);

  useEffect(refresh, [refresh]);
  useRefresh(target, refreshAndClear);

  return (
    <Flex gap={8} align="center">
      <Input {...field} {...textInputProps(props)} maxLength={8} autoComplete="off" />
      <img
        src={image}
        alt={m.captchaAlt}
        title={m.captchaRefresh}
        role="button"
        onClick={refreshAndClear}
        style={{
          height: 32,
          width: 100,
          cursor: 'pointer',
          flex: 'none',
          border: '1px solid #d9d9d9',
          borderRadius: 6,
        }}
      />
    </Flex>
  );
}
