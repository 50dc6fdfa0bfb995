import { pointsText } from '../points';

describe('points as players read them', () => {
  it('says one point and any other number of points', () => {
    expect([0, 1, 2, 1680].map(pointsText)).toEqual(['0 points', '1 point', '2 points', '1680 points']);
  });
});
