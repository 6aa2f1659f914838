import type { DescriptorKey } from './descriptorKeys';

/**
 * The keys of a descriptor definition as a docs page shows them: the key, its Chinese name and
 * description (from the descriptor schema), and whether it must be given.
 */
export function KeysTable({ keys, caption }: { keys: readonly DescriptorKey[]; caption: string }) {
  return (
    <table>
      <caption style={{ textAlign: 'left', captionSide: 'top' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">键</th>
          <th scope="col">名称</th>
          <th scope="col">说明</th>
          <th scope="col">必填</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((k) => (
          <tr key={k.key}>
            <td>
              <code>{k.key}</code>
            </td>
            <td>{k.title}</td>
            <td>{k.description}</td>
            <td>{k.required ? '是' : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
