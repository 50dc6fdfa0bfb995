import { BadRequestError } from '@vh/kit/stateless';
import { editorBodySchema } from '../inputSchema';
import { checkJsonBody } from '../jsonBodyCheck';
import { NOT_BLANK } from '../textPatterns';

type Schema = { properties: Record<string, Record<string, unknown>>; required?: string[] };

const createBody = (typeName: string) => editorBodySchema(typeName, { creating: true }) as Schema;
const updateBody = (typeName: string) => editorBodySchema(typeName, { alsoRequired: ['id'] }) as Schema;

/** The facade's check of a body against the documented schema: 'ok' or the 400's message. */
const check = (schema: Schema, body: unknown) => {
  try {
    checkJsonBody(schema, body);
    return 'ok';
  } catch (error) {
    if (!(error instanceof BadRequestError)) throw error;
    return error.message;
  }
};

describe("the document's content and package bodies state the services' field rules", () => {
  it('requires what a new entry needs, and on an update lets it be left out but not emptied', () => {
    expect(createBody('Item').required).toEqual(['name', 'type', 'rarity']);
    expect(createBody('Rarity').required).toEqual(['name', 'shortName']);
    expect(createBody('PremiumPackage').required).toEqual(['name']);
    const update = updateBody('Item');
    expect(update.required).toEqual(['id']);
    expect(check(update, { id: 1 })).toBe('ok');
    expect(check(update, { id: 1, name: null })).toMatch(/^body\.name: /);
    expect(check(update, { id: 1, name: ' \u00a0\t' })).toMatch(/^body\.name: /);
    expect(check(update, { id: 1, canAttractEnemyId: null, creatureType: null })).toBe('ok');
  });

  it('states ranges, lengths, patterns and lists without repeats', () => {
    const item = createBody('Item').properties;
    expect(item.needSub).toMatchObject({ type: 'integer', minimum: 0, maximum: 3 });
    expect(item.type).toMatchObject({ minimum: 1 });
    expect(item.name).toMatchObject({ maxLength: 120, pattern: NOT_BLANK });
    expect(item.trophieItemIds).toMatchObject({ uniqueItems: true, items: { minimum: 1 } });
    const rarity = createBody('Rarity');
    const valid = { name: 'Rare', shortName: ' rare ', colorHex: '#a1b2c3' };
    expect(check(rarity, valid)).toBe('ok');
    expect(check(rarity, { ...valid, colorHex: '' })).toBe('ok');
    expect(check(rarity, { ...valid, colorHex: 'red' })).toMatch(/^body\.colorHex: /);
    expect(check(rarity, { ...valid, shortName: 'a b' })).toMatch(/^body\.shortName: /);
    expect(check(rarity, { ...valid, name: 'x'.repeat(61) })).toMatch(/^body\.name: /);
    expect(createBody('PremiumPackage').properties.usd).toMatchObject({ minimum: 0, maximum: 10_000 });
  });

  it('counts a length in characters, as JSON Schema does: an emoji is one', () => {
    const stat = createBody('Stat');
    const unitSymbol = (text: string) => check(stat, { name: 'Luck', shortName: 'luck', unitSymbol: text });
    expect(stat.properties.unitSymbol).toMatchObject({ maxLength: 10 });
    expect(unitSymbol('🦇'.repeat(10))).toBe('ok');
    expect(unitSymbol('🦇'.repeat(11))).toMatch(/^body\.unitSymbol: /);
    expect(check(stat, { name: '🦇', shortName: 'a🦇' })).toMatch(/^body\.shortName: /);
  });

  it('states the rules of nested entries, each of which is always whole', () => {
    const table = createBody('HuntingTable');
    const valid = { name: 'T', huntingGroundId: 1 };
    expect(check(table, { ...valid, enemies: [{ enemyId: 1, rangeMin: 0, rangeMax: 5 }] })).toBe('ok');
    expect(check(table, { ...valid, enemies: [{ rangeMin: 0 }] })).toMatch(/^body\.enemies\[0\]\.enemyId: /);
    expect(check(table, { ...valid, enemies: [{ enemyId: 1, rangeMin: -1 }] })).toMatch(
      /^body\.enemies\[0\]\.rangeMin: /,
    );
    const item = createBody('Item');
    const price = (value: number) => ({ name: 'x', type: 1, rarity: 1, price: [{ name: 'VGC', value }] });
    expect(check(item, price(0))).toBe('ok');
    expect(check(item, price(-1))).toMatch(/^body\.price\[0\]\.value: /);
    expect(check(createBody('PremiumPackage'), { name: 'P', items: [{ itemId: 1, amount: 0 }] })).toMatch(
      /^body\.items\[0\]\.amount: /,
    );
  });

  it("call text blank exactly where the services' trim leaves nothing", () => {
    const notBlank = new RegExp(NOT_BLANK);
    const disagreements = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter(
      (character) => notBlank.test(` ${character}\t`) !== (character !== '\u0000' && character.trim() !== ''),
    );
    expect(disagreements).toEqual([]);
  });
});

describe('a body nested thousands deep', () => {
  it('is refused with its 400, not a stack overflow', () => {
    let deep: Record<string, unknown> = { a: 'end' };
    for (let level = 0; level < 20_000; level++) deep = { a: deep };
    expect(check(createBody('Item'), { name: 'Blade', type: 1, rarity: 1, price: deep })).not.toBe('ok');
  });
});
