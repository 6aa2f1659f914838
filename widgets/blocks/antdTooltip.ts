// antd's Tooltip alone, for `import()`: its own chunk, loaded with the first disabled button's reason.
export { Tooltip } from 'antd';
