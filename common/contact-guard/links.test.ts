import { describe, expect, it } from 'vitest';
import { findAddress, findProviderAddress, spokenAddress } from './links';

describe('findAddress', () => {
  it('finds links and addresses with a real public suffix, also spoken', () => {
    expect(findAddress('check sammyj.dev')).toEqual({ kind: 'link', match: 'sammyj.dev' });
    expect(findAddress(spokenAddress('sam dot jones at gmail dot com'))).toMatchObject({ kind: 'email' });
    expect(findAddress(spokenAddress('lucas (arobase) laposte (point) net'))).toMatchObject({ kind: 'email' });
    expect(findAddress(spokenAddress('hxxps://ngl[.]link/anon_q'))).toMatchObject({ kind: 'link' });
    expect(findAddress('sunny.carrd.co has my links')).toMatchObject({ kind: 'link' });
  });

  it('leaves names that are not addresses: libraries, files, sentences typed without a space', () => {
    expect(findAddress('Node.js and main.py')).toBeNull();
    expect(findAddress('ok.so what now')).toBeNull();
    expect(findAddress('version 2.0.1')).toBeNull();
  });
});

describe('findProviderAddress', () => {
  it('finds a mailbox at a known provider without its ending', () => {
    expect(findProviderAddress('write to sammyj at hotmail')).toBe('sammyj at hotmail');
    expect(findProviderAddress('tom🌀gmail🔵com')).not.toBeNull();
    expect(findProviderAddress('its jay2010 on g mail')).not.toBeNull();
  });

  it('leaves talk about mail', () => {
    expect(findProviderAddress('look at gmail, it is full')).toBeNull();
    expect(findProviderAddress('I use gmail for school')).toBeNull();
  });
});
