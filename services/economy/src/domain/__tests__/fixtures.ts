import type { ItemData } from '../../content/economyContent';
import type { CatalogueContent } from '../catalogue';

/** A small catalogue: item types by name, items built with sensible defaults. */
export function catalogue(
  items: (Omit<Partial<ItemData>, 'type'> & { id: number; type: string })[],
): CatalogueContent {
  const built = items.map(({ type, ...item }) => ({
    typeName: type,
    item: {
      name: `Item ${item.id}`,
      type: 0,
      reqXP: 0,
      visible: true,
      buyable: true,
      premiumShop: false,
      bloodforge: false,
      unique: false,
      needSub: 0,
      price: [{ name: 'VGC', value: 10 }],
      refund: [{ name: 'VGC', value: 4 }],
      craftingMats: [],
      trophieItemIds: [],
      ...item,
    } satisfies ItemData,
  }));
  const typeOf = new Map(built.map(({ item, typeName }) => [item, typeName]));
  return {
    items: () => built.map(({ item }) => item),
    item: (id) => built.find(({ item }) => item.id === id)?.item,
    typeOf: (item) => typeOf.get(item) ?? '',
  };
}
