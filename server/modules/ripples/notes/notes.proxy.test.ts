import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';

const { http } = useTestApp({ TRUST_PROXY: 'true' });

describe('behind a trusted proxy', () => {
  it('takes the creator’s address from X-Forwarded-For (notes.test.ts: ignored without TRUST_PROXY)', async () => {
    const res = await http.post(
      '/api/ripples',
      { message: 'Behind a proxy' },
      { ip: '10.1.2.3', headers: { 'x-forwarded-for': '81.2.69.160' } },
    );
    const summary = (await http.get(`/api/ripples/summary/${res.json().seedCode}`)).json();
    expect(summary.nodes[0].city).toBe('Bracknell');
  });
});
