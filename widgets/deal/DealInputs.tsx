import { memo } from 'react';
import { Card, Col, Form, Row } from 'antd';
import type { LayoutNode } from '../../engine/deal';
import { DealField } from './DealField';
import { DealTable } from './DealTable';

const SECTION = { marginBottom: 16 } as const;

/** The fields of an object node on a grid: three per row on wide screens, textareas full width. */
const DealObjectFields = memo(function DealObjectFields({ node }: { node: LayoutNode }) {
  return (
    <Row gutter={16}>
      {node.fields.map((f) => {
        const wide = f.widget === 'textarea';
        return (
          <Col key={f.name} xs={24} md={wide ? 24 : 12} xl={wide ? 24 : 8}>
            <DealField node={node.name} field={f} />
          </Col>
        );
      })}
    </Row>
  );
});

/**
 * The input nodes of a deal, one titled section each: an object node as fields, a list node as an
 * editable table. Drawn once per loaded deal; typing never re-renders it.
 */
export const DealInputs = memo(function DealInputs({ layout }: { layout: readonly LayoutNode[] }) {
  return (
    <Form layout="vertical" component={false}>
      {layout.map((node) => (
        <Card key={node.name} size="small" title={node.title} style={SECTION}>
          {node.array ? <DealTable node={node} /> : <DealObjectFields node={node} />}
        </Card>
      ))}
    </Form>
  );
});
