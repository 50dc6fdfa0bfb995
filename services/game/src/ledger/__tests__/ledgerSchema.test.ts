import fs from 'node:fs';
import path from 'node:path';
import { CURRENCY_SOURCES } from '@vh/contracts/client';
import { Kind, parse, type EnumTypeDefinitionNode } from 'graphql';

describe("the schema's CurrencySource", () => {
  it('lists every source of the contracts, upper-cased, and nothing else', () => {
    const sdl = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8');
    const definition = parse(sdl).definitions.find(
      (node): node is EnumTypeDefinitionNode =>
        node.kind === Kind.ENUM_TYPE_DEFINITION && node.name.value === 'CurrencySource',
    );
    const values = (definition?.values ?? []).map((value) => value.name.value);
    expect(values.sort()).toEqual(CURRENCY_SOURCES.map((source) => source.code.toUpperCase()).sort());
  });
});
