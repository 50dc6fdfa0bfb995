import { GraphQLError } from 'graphql';
import pino from 'pino';
import { createErrorFormatter } from '../graphqlErrors';
import { unavailabilityOf } from '../unavailability';

const format = createErrorFormatter(pino({ level: 'silent' }));
const systemError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:4102`), { code });

describe('outages', () => {
  it.each([
    ['a subgraph that refuses connections', systemError('ECONNREFUSED')],
    ['a dropped socket', systemError('ECONNRESET')],
    ['PostgreSQL shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'PostgreSQL starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a PostgreSQL connection failure', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['pg losing its connection', new Error('Connection terminated unexpectedly')],
    [
      'a transaction whose connection was lost',
      new Error('ROLLBACK - Client has encountered a connection error and is not queryable'),
    ],
    [
      'knex finding no connection',
      Object.assign(new Error('Knex: Timeout acquiring'), { name: 'KnexTimeoutError' }),
    ],
  ])('answers 503 for %s', (_, error) => {
    expect(unavailabilityOf(error)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('looks through GraphQL and causes to the outage underneath', () => {
    const wrapped = new GraphQLError('request to http://127.0.0.1:4102/graphql failed', {
      originalError: new Error('fetch failed', { cause: systemError('ECONNREFUSED') }),
    });
    expect(unavailabilityOf(wrapped)?.status).toBe(503);
  });

  it('leaves bugs and refusals alone', () => {
    expect(unavailabilityOf(new TypeError('x is undefined'))).toBeUndefined();
    expect(unavailabilityOf(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
    expect(unavailabilityOf('ECONNREFUSED')).toBeUndefined();
  });

  it('is formatted as a 503 with its message instead of a logged 500', () => {
    const formatted = format(
      { message: 'connect ECONNREFUSED', path: ['hunt'] },
      new GraphQLError('connect ECONNREFUSED', {
        originalError: systemError('ECONNREFUSED'),
        path: ['hunt'],
      }),
    );
    expect(formatted).toEqual({
      message: 'The game is briefly unavailable. Please try again in a moment.',
      path: ['hunt'],
      extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 },
    });
  });
});
