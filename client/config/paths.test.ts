import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths';

describe('routePatterns', () => {
  it('match the links the path builders make, with the param names the pages read', () => {
    expect(matchPath(routePatterns.auth, paths.auth({ tab: 'login' }).split('?')[0]!)).not.toBeNull();
    expect(matchPath(routePatterns.chat, paths.chat(12))?.params).toEqual({ id: '12' });
    expect(matchPath(routePatterns.user, paths.user(7))?.params).toEqual({ userId: '7' });
    expect(matchPath(routePatterns.rippleNote, paths.rippleNote('abc123'))?.params).toEqual({ code: 'abc123' });
    expect(matchPath(routePatterns.ripple, paths.ripple('seed99'))?.params).toEqual({ code: 'seed99' });
    expect(matchPath(routePatterns.adminArea, paths.adminConnections)).not.toBeNull();
    expect(matchPath(routePatterns.adminArea, paths.admin)).not.toBeNull();
  });
});
