import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedAs } from './checked-as';

const schema = z.object({
  points: z.number({ error: 'A number, please' }).int().min(1, 'At least 1'),
  note: z.string(),
});
const resolver = checkedAs(schema, (v: { points: string; note: string }) => ({ ...v, points: Number(v.points) }));
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<{ points: string; note: string }>;

describe('checkedAs', () => {
  it('checks what the fields turn into, and answers the schema’s output', async () => {
    expect(await resolver({ points: '12', note: 'ok' }, undefined, options)).toEqual({
      values: { points: 12, note: 'ok' },
      errors: {},
    });
  });

  it('answers the schema’s messages under the fields’ names', async () => {
    const result = await resolver({ points: '0', note: 'ok' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.points?.message).toBe('At least 1');
  });
});
