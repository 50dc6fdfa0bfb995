import type { Request } from 'express';
import { BadRequestError } from '@vh/kit/stateless';
import { expressPath } from '../rest/facade';
import { form, path, type RestRoute } from '../rest/routeTypes';
import { routeTable } from '../rest/routes';
import { variablesFor } from '../rest/variables';
import { servedDocument } from '../rest/__tests__/restSnapshot';

const route: RestRoute = {
  method: 'POST',
  path: '/api/user/search/{id}',
  summary: 's',
  tag: 't',
  auth: 'token',
  operation: 'SearchUsers',
  variables: {
    id: path('id'),
    searchString: form('searchstring'),
    includeBanned: form('includeingBanned', { type: 'boolean', required: false }),
    page: form('page', { type: 'integer', required: false }),
  },
  answer: 'searchUsers',
};

const request = (body: unknown, params: Record<string, string> = { id: '7' }, json = false) =>
  ({ body, params, is: () => (json ? 'application/json' : false) }) as unknown as Request;

describe('REST facade variables', () => {
  it('maps documented field names to operation variables with their types', () => {
    expect(
      variablesFor(route, request({ searchstring: 'bob', includeingBanned: 'true', page: '2' })),
    ).toEqual({
      id: '7',
      searchString: 'bob',
      includeBanned: true,
      page: 2,
    });
  });

  it('leaves optional fields out and refuses missing required ones with 400', () => {
    expect(variablesFor(route, request({ searchstring: 'bob' }))).toEqual({ id: '7', searchString: 'bob' });
    expect(() => variablesFor(route, request({}))).toThrow(
      new BadRequestError('Missing field: searchstring'),
    );
  });

  it('refuses ill-typed values with 400', () => {
    expect(() => variablesFor(route, request({ searchstring: 'x', includeingBanned: 'maybe' }))).toThrow(
      BadRequestError,
    );
    expect(() => variablesFor(route, request({ searchstring: 'x', page: '1.5' }))).toThrow(BadRequestError);
    expect(() => variablesFor(route, request({ searchstring: ['a', 'b'] }))).toThrow(BadRequestError);
    // Form text is read strictly: booleans as true or false, integers as plain digits.
    expect(() => variablesFor(route, request({ searchstring: 'x', includeingBanned: '1' }))).toThrow(
      BadRequestError,
    );
    expect(() => variablesFor(route, request({ searchstring: 'x', page: ' 2' }))).toThrow(BadRequestError);
  });

  it('takes the JSON types as the document shows them from a JSON body', () => {
    const json = (body: unknown) => request(body, { id: '7' }, true);
    expect(variablesFor(route, json({ searchstring: 'bob', includeingBanned: true, page: 2 }))).toEqual({
      id: '7',
      searchString: 'bob',
      includeBanned: true,
      page: 2,
    });
    expect(() => variablesFor(route, json({ searchstring: 5 }))).toThrow(
      new BadRequestError('searchstring must be text'),
    );
    expect(() => variablesFor(route, json({ searchstring: 'x', page: '2' }))).toThrow(BadRequestError);
    expect(() => variablesFor(route, json({ searchstring: 'x', includeingBanned: 'true' }))).toThrow(
      BadRequestError,
    );
  });

  it('turns OpenAPI paths into express paths', () => {
    expect(expressPath('/api/user/ActivateAccount/{id}')).toBe('/api/user/ActivateAccount/:id');
  });
});

describe('the route table', () => {
  it('serves every documented account call with its documented verb', () => {
    const served = routeTable.map((entry) => `${entry.method} ${entry.path}`);
    expect(served).toEqual(
      expect.arrayContaining([
        'POST /api/user/login',
        'POST /api/user/register',
        'POST /api/user/ForgotPasswordRequest',
        'POST /api/user/ForgotPasswordRetrieve',
        'GET /api/user/resendActivationMail',
        'GET /api/user/ActivateAccount/{id}',
        'POST /api/user/UpdateEmail',
        'POST /api/user/UpdatePassword',
        'GET /api/user/GetByName/{name}',
        'POST /api/user/search',
        'PUT /api/user',
        'DELETE /api/user/{id}',
        'GET /api/clientUser/getme',
      ]),
    );
    expect(new Set(served).size).toBe(served.length);
  });

  it('generates an OpenAPI document keeping the documented spellings', () => {
    const document = servedDocument();
    const search = document.paths['/api/user/search']!.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    expect(
      Object.keys(search.requestBody.content['application/x-www-form-urlencoded']!.schema.properties),
    ).toEqual(['searchstring', 'includeingBanned']);
    const login = document.paths['/api/user/login']!.post as {
      responses: Record<string, { content: Record<string, { schema: { properties: object } }> }>;
    };
    expect(Object.keys(login.responses['200']!.content['application/json']!.schema.properties)).toContain(
      'access_token',
    );
  });
});
