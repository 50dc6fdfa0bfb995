import { forcedGroundValue, parseForcedGround } from '../missionSetting';

describe('the mission setting value', () => {
  it('joins the region and the ground with two underscores and reads them back', () => {
    const value = forcedGroundValue({ regionId: 12, huntingGroundId: 345 });
    expect(value).toBe('12__345');
    expect(parseForcedGround(value)).toEqual({ regionId: 12, huntingGroundId: 345 });
  });

  it('reads nothing from a missing or malformed value', () => {
    expect(parseForcedGround(null)).toBeNull();
    expect(parseForcedGround('')).toBeNull();
    expect(parseForcedGround('12_345')).toBeNull();
    expect(parseForcedGround('12__')).toBeNull();
    expect(parseForcedGround('a__1')).toBeNull();
  });
});
