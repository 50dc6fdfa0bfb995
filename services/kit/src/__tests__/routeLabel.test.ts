import { routeLabelOf } from '../http';

describe('routeLabelOf', () => {
  it('names a request by the pattern of its route, with the mount point', () => {
    expect(routeLabelOf({ baseUrl: '', route: { path: '/api/user/:id' } })).toBe('/api/user/:id');
    expect(routeLabelOf({ baseUrl: '/internal', route: { path: '/exchange' } })).toBe('/internal/exchange');
  });

  it('names a route of several paths by its first, and a mounted app by its mount point', () => {
    expect(routeLabelOf({ baseUrl: '', route: { path: ['/api/version', '/api/version/'] } })).toBe(
      '/api/version',
    );
    expect(routeLabelOf({ baseUrl: '/graphql', route: undefined })).toBe('/graphql');
  });

  it('never names an unmatched request by its path', () => {
    expect(routeLabelOf({ baseUrl: '', route: undefined })).toBe('unmatched');
  });
});
