import { describe, expect, it } from 'vitest';
import { TABLE_INDEXES } from '../../infra/data-model';
import { AdvanceTransactionRecordSchema } from '../../shared/domain/advance-pay/advance-transaction';
import { localIndexes } from '../../dev/dynamo';
import { synthPlatform } from './synth';
import { resourcesOf } from './template';

/** The local table must be the deployed one: same indexes, same projections. */
describe('the table indexes', () => {
  it('are created locally exactly as CDK deploys them (keys and projections)', () => {
    const platform = synthPlatform({ jobs: [], uploadTriggers: [], callables: [], nag: false });
    const table = Object.values(resourcesOf(platform.data)).find((r) => r.Type === 'AWS::DynamoDB::Table');
    const indexes = (table?.Properties as { GlobalSecondaryIndexes?: unknown[] } | undefined)?.GlobalSecondaryIndexes;
    const deployed = (indexes ?? []).map((raw) => {
      const i = raw as {
        IndexName: string;
        KeySchema: unknown[];
        Projection: { ProjectionType: string; NonKeyAttributes?: string[] };
      };
      return {
        IndexName: i.IndexName,
        KeySchema: i.KeySchema,
        Projection: {
          ProjectionType: i.Projection.ProjectionType,
          ...(i.Projection.NonKeyAttributes ? { NonKeyAttributes: [...i.Projection.NonKeyAttributes].sort() } : {}),
        },
      };
    });
    const local = localIndexes().map((i) => ({
      ...i,
      Projection: {
        ProjectionType: i.Projection?.ProjectionType,
        ...(i.Projection?.NonKeyAttributes ? { NonKeyAttributes: [...i.Projection.NonKeyAttributes].sort() } : {}),
      },
    }));
    expect(local).toEqual(deployed);
  });

  it('no index projects everything but the admin lists (GSI1); within DynamoDB’s 100 projected attributes', () => {
    expect(TABLE_INDEXES.filter((i) => i.projection.type === 'ALL').map((i) => i.indexName)).toEqual(['GSI1']);
    const included = TABLE_INDEXES.flatMap((i) => (i.projection.type === 'INCLUDE' ? i.projection.attributes : []));
    expect(included.length).toBeLessThanOrEqual(100);
    for (const i of TABLE_INDEXES)
      if (i.projection.type === 'INCLUDE')
        expect(new Set(i.projection.attributes).size).toBe(i.projection.attributes.length);
  });

  it.each(['GSI2', 'GSI4'])(
    "%s holds every stored field of an Advance Pay withdrawal but its history: the month's lists, statements and reports read it",
    (indexName) => {
      const projection = TABLE_INDEXES.find((i) => i.indexName === indexName)?.projection;
      const projected = projection?.type === 'INCLUDE' ? projection.attributes : [];
      const fields = Object.keys(AdvanceTransactionRecordSchema.shape).filter((f) => f !== 'history');
      expect(fields.filter((f) => !projected.includes(f))).toEqual([]);
      expect(projected).not.toContain('history');
    },
  );
});
