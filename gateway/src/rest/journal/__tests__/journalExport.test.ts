import { BadRequestError } from '@vh/kit/stateless';
import { csvField, csvRow } from '../csv';
import { CSV_HEADER, csvRecord, type ExportEntry } from '../exportRecords';
import { exportFileName, parseExportRequest } from '../exportRequest';

describe('CSV escaping', () => {
  it('leaves plain fields alone and quotes commas, quotes and line breaks', () => {
    expect(csvField('Silver Stake')).toBe('Silver Stake');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses texts a spreadsheet would run as a formula, not negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField(-2)).toBe('-2');
  });

  it('ends every record with CRLF', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
  });
});

describe('export records', () => {
  const fight: ExportEntry = {
    id: '7',
    type: 1,
    timestamp: 1_700_000_000,
    combatInfo: {
      result: 2,
      autoHunt: true,
      questing: false,
      bloodlust: false,
      megalomania: false,
      bloodcraze: true,
      xplosion: false,
      investment: false,
      cloning: false,
      rewardXP: 12,
      goldChange: -3,
      timestamp: 1_700_000_000,
      enemyInfo: {
        enemyId: 4,
        name: 'Plague Rat',
        imageId: null,
        reward: [{ shortName: 'VGC', name: 'Gold', value: 5, imageId: null }],
      },
      loot: [
        { itemId: 9, name: 'Rat Tail, cured', amount: 2, lootHunterBonus: 1, imageId: null, rarity: null },
      ],
    },
    data: null,
    huntingGround: { id: 3, name: 'Sewers' },
  };

  it('writes a fight with names, rewards, loot and tags', () => {
    expect(CSV_HEADER).toBe(
      'id,time,type,result,enemy,hunting ground,xp,gold change,rewards,loot,tags,details\r\n',
    );
    expect(csvRecord(fight)).toBe(
      '7,2023-11-14T22:13:20.000Z,Combat,Victory,Plague Rat,Sewers,12,-3,5 VGC,' +
        '"Rat Tail, cured x2 (+1)",Auto-Hunt; Blood Craze,\r\n',
    );
  });

  it('writes the other entries with their details, and unknown types as such', () => {
    const travel: ExportEntry = {
      ...fight,
      type: 0,
      combatInfo: null,
      data: {
        travelName: 'Old Cemetery',
        travelImageId: null,
        newRankName: null,
        progress: null,
        reward: null,
        message: null,
      },
    };
    expect(csvRecord(travel)).toContain(',Travel,,,Sewers,,,,,,Travelled to Old Cemetery\r\n');
    expect(csvRecord({ ...travel, type: 9, data: null })).toContain(',Unknown Event,');
  });
});

describe('export request', () => {
  const refused = (query: Record<string, unknown>) => {
    try {
      parseExportRequest(query);
    } catch (error) {
      expect(error).toBeInstanceOf(BadRequestError);
      return (error as Error).message;
    }
    throw new Error('expected a refusal');
  };

  it('defaults to CSV and passes the filter on as numbers and text', () => {
    expect(parseExportRequest({})).toEqual({ format: 'csv', filter: {} });
    expect(
      parseExportRequest({
        format: 'json',
        type: '1',
        enemyId: '12',
        from: '0',
        to: '99',
        search: 'rat',
        result: '',
      }),
    ).toEqual({ format: 'json', filter: { type: 1, enemyId: 12, from: 0, to: 99, search: 'rat' } });
    // The document's enum, exactly: another spelling is refused, not guessed.
    expect(() => parseExportRequest({ format: 'JSON' })).toThrow('format must be csv or json, not JSON');
  });

  it.each([
    [{ format: 'xml' }, /format must be csv or json/],
    [{ type: '-1' }, /type must be a whole number/],
    [{ enemyId: '1.5' }, /enemyId must be a whole number/],
    [{ from: '99999999999' }, /from must be a whole number/],
    [{ search: 'x'.repeat(101) }, /at most 100 characters/],
    [{ type: ['1', '2'] }, /type must be given once/],
    [{ colour: 'red' }, /Unknown parameter colour/],
  ])('refuses %j', (query, message) => {
    expect(refused(query)).toMatch(message);
  });

  it('names the file by the day', () => {
    expect(exportFileName('csv', new Date('2026-11-24T03:00:00Z'))).toBe(
      'vampire-hunt-journal-2026-11-24.csv',
    );
  });
});
