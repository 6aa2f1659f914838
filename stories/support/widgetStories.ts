import type { ScreenDescriptor } from '../../engine/descriptor';
import type { FakeAppOptions } from './FakeApp';
import { widgetScreen, type WidgetField, type WidgetState } from './descriptors';

interface WidgetStory {
  name: string;
  args: { descriptor: ScreenDescriptor };
  parameters: { fakeApp: FakeAppOptions };
}

/** The stories of a widget: 空, 已填写, 校验错误, 禁用, 只读. */
export function widgetStories(field: WidgetField, fakeApp: FakeAppOptions = {}) {
  const story = (state: WidgetState, name: string): WidgetStory => ({
    name,
    args: { descriptor: widgetScreen(field, state) },
    parameters: { fakeApp },
  });
  return {
    Empty: story('empty', '空'),
    Filled: story('filled', '已填写'),
    Error: story('error', '校验错误'),
    Disabled: story('disabled', '禁用'),
    ReadOnly: story('readonly', '只读'),
  };
}
