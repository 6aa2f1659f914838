import type { ComponentType } from 'react';
import type { FieldWidgetProps } from './widgetTypes';

/**
 * Wraps a theme widget so a change is validated at once (change trigger for selects, dates and choices; text
 * inputs validate on blur; docs/descriptor.md, how every form behaves).
 */
export function validateOnChange(Widget: ComponentType<FieldWidgetProps>): ComponentType<FieldWidgetProps> {
  function OnChange(props: FieldWidgetProps) {
    const { id, onChange, onBlur } = props;
    return (
      <Widget
        {...props}
        onChange={(v: unknown) => {
          onChange(v);
          onBlur(id, v);
        }}
      />
    );
  }
  OnChange.displayName = `validateOnChange(${Widget.displayName ?? Widget.name})`;
  return OnChange;
}
