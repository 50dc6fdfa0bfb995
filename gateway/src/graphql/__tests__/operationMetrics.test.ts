import { OperationNameLabels, outcomeOf } from '../operationMetrics';

describe('outcomeOf', () => {
  it('is ok without errors', () => {
    expect(outcomeOf(undefined)).toBe('ok');
    expect(outcomeOf([])).toBe('ok');
  });

  it('is a client error when every error is a 4xx, by status or by code', () => {
    expect(outcomeOf([{ message: 'no', extensions: { code: 'FORBIDDEN', status: 403 } }])).toBe(
      'client_error',
    );
    expect(outcomeOf([{ message: 'bad', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }])).toBe(
      'client_error',
    );
  });

  it('is a server error when any error is a 5xx or has no known code', () => {
    expect(
      outcomeOf([
        { message: 'no', extensions: { code: 'NOT_FOUND', status: 404 } },
        { message: 'away', extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } },
      ]),
    ).toBe('server_error');
    expect(outcomeOf([{ message: 'Internal server error' }])).toBe('server_error');
  });
});

describe('OperationNameLabels', () => {
  it('keeps names up to its limit, then counts new ones as other', () => {
    const labels = new OperationNameLabels(2);
    expect(labels.labelOf(true, 'Me')).toBe('Me');
    expect(labels.labelOf(true, 'Hunt')).toBe('Hunt');
    expect(labels.labelOf(true, 'Flood1')).toBe('other');
    expect(labels.labelOf(true, 'Me')).toBe('Me');
  });

  it('names unnamed and unresolved operations', () => {
    const labels = new OperationNameLabels();
    expect(labels.labelOf(true, null)).toBe('anonymous');
    expect(labels.labelOf(false, 'Anything')).toBe('unresolved');
  });
});
