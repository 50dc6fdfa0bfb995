/** The gift screen's wording (unit-tested). */

/** '2 × Garlic, 1 × Holy Water': what claims brought, the same item summed. */
export function claimedText(
  gifts: readonly { amount: number; item: { id: number; name: string } }[],
): string {
  const totals = new Map<number, { name: string; amount: number }>();
  for (const gift of gifts) {
    const total = totals.get(gift.item.id) ?? { name: gift.item.name, amount: 0 };
    total.amount += gift.amount;
    totals.set(gift.item.id, total);
  }
  return [...totals.values()].map((total) => `${total.amount} × ${total.name}`).join(', ');
}

/** 'Claimed today: 3 of 20' with what it means once the limit is reached. */
export function claimLimitText(claimedToday: number, claimLimit: number): string {
  const base = `Claimed today: ${claimedToday} of ${claimLimit}`;
  return claimedToday >= claimLimit ? `${base}. More can be claimed tomorrow (UTC).` : base;
}
