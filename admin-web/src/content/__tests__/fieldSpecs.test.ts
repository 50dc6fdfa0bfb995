import { currencyEntries, number, rowDefaults, statEntries } from '../fieldSpecs';

const rowFields = (field: ReturnType<typeof statEntries>) =>
  field.input.kind === 'entries' ? field.input.fields : [];

describe('rowDefaults', () => {
  it('starts a stat row at 0 to 0 and leaves its stat and proc percent empty (spec 002 section 5)', () => {
    expect(rowDefaults(rowFields(statEntries()))).toEqual({ valueFrom: 0, valueTo: 0 });
  });

  it('starts a price row at 0 with no currency chosen', () => {
    expect(rowDefaults(rowFields(currencyEntries('price', 'Price')))).toEqual({ value: 0 });
  });

  it('keeps a field without a default out of the row', () => {
    expect(rowDefaults([number('amount', 'Amount'), number('rangeMin', 'Range Min', 0)])).toEqual({
      rangeMin: 0,
    });
  });
});
