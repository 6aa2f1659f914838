import type { CSSProperties } from 'react';
import { theme } from 'antd';
import type { TextBlock } from '../../engine/descriptor';
import { renderTemplate, test } from '../../engine/expr';
import { useBlockContext } from '../../engine/blocks/controllers';

/**
 * Free text from a template: a title, a paragraph or a secondary line. Plain heading and paragraph
 * styled from the theme's tokens as antd's Typography draws them; Typography itself (with its
 * tooltip, copy and edit code) would weigh on every page that shows a line of text, the login first.
 */
export function TextView({ block }: { block: TextBlock }) {
  const ctx = useBlockContext();
  const { token } = theme.useToken();
  if (!test(block.visible, ctx)) return null;
  const text = renderTemplate(block.text, ctx);
  if (block.level === 'title') {
    const style: CSSProperties = {
      margin: '0 0 0.5em',
      color: token.colorTextHeading,
      fontWeight: token.fontWeightStrong,
      fontSize: token.fontSizeHeading4,
      lineHeight: token.lineHeightHeading4,
    };
    return (
      <h4 className="yb-text yb-text-title" style={style}>
        {text}
      </h4>
    );
  }
  const style: CSSProperties = {
    margin: '0 0 1em',
    color: block.level === 'secondary' ? token.colorTextSecondary : token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
  };
  return (
    <p className={`yb-text yb-text-${block.level ?? 'body'}`} style={style}>
      {text}
    </p>
  );
}
