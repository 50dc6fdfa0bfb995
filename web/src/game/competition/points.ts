/** A number of points as players read it: "1 point", "12 points". */
export const pointsText = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;
