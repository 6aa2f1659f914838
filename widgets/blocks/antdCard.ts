// antd's Card alone, for `import()`: its own chunk, loaded by the first block with a card.
export { Card } from 'antd';
