import { editorBodySchema, inputFieldsOf } from '../inputSchema';

describe("a legacy editor's save body (spec 002 section 7.1)", () => {
  it('documents the fields only answers carry, so an entry loaded with GET saves back', () => {
    const schema = editorBodySchema('Item', { alsoRequired: ['id'] }) as {
      properties: Record<string, unknown>;
    };
    expect(schema.properties.ownedAmount).toEqual({ description: 'as answered by GET; ignored' });
    expect(schema.properties.name).toMatchObject({ type: 'string' });
  });

  it('sends the operation only the input fields', () => {
    const loaded = { id: 7, name: 'Stake', ownedAmount: 3, typeRef: { id: 1, name: 'Weapon' } };
    expect(inputFieldsOf('Item', loaded)).toEqual({ id: 7, name: 'Stake' });
  });
});
