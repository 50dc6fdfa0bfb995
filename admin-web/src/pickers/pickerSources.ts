import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../__generated__';
import { useEditedRelease } from '../releases/editedRelease';
import type { PickerChoice } from './pickerChoices';

/** What a picker picks (spec 002 section 2.4: the item picker and the enemy picker). */
export type PickTarget = 'item' | 'enemy';

/** Every item with what the picker shows of it. */
const ITEM_CHOICES = graphql(`
  query AdminItemChoices($release: Int) {
    items(release: $release) {
      id
      name
      imageId
      type
      typeRef {
        name
      }
      rarityRef {
        name
      }
    }
  }
`);

const ENEMY_CHOICES = graphql(`
  query AdminEnemyChoices($release: Int) {
    enemies(release: $release) {
      id
      name
      imageId
      enemyTypeRef {
        name
      }
      enemyRarityRef {
        name
      }
    }
  }
`);

/** A type and a rarity, as one short line under the name. */
const detailOf = (...names: (string | null | undefined)[]) =>
  names.filter((name): name is string => Boolean(name)).join(' · ');

interface PickerChoices {
  choices: readonly PickerChoice[];
  loading: boolean;
  failed: boolean;
}

/**
 * The entries a picker offers, loaded once per screen and refreshed on each mount (Apollo's
 * cache-and-network): every input of a form and its dialog share one answer.
 */
function useItemChoices(): PickerChoices {
  const { data, loading, error } = useQuery(ITEM_CHOICES, {
    variables: { release: useEditedRelease()?.id ?? null },
  });
  const choices = useMemo(
    () =>
      (data?.items ?? []).map((item) => ({
        id: item.id,
        name: item.name,
        imageId: item.imageId ?? null,
        detail: detailOf(item.typeRef?.name, item.rarityRef?.name),
        typeId: item.type ?? null,
      })),
    [data],
  );
  return {
    choices,
    loading,
    failed: Boolean(error),
  };
}

function useEnemyChoices(): PickerChoices {
  const { data, loading, error } = useQuery(ENEMY_CHOICES, {
    variables: { release: useEditedRelease()?.id ?? null },
  });
  const choices = useMemo(
    () =>
      (data?.enemies ?? []).map((enemy) => ({
        id: enemy.id,
        name: enemy.name,
        imageId: enemy.imageId ?? null,
        detail: detailOf(enemy.enemyTypeRef?.name, enemy.enemyRarityRef?.name),
      })),
    [data],
  );
  return {
    choices,
    loading,
    failed: Boolean(error),
  };
}

/** Each picker's dialog title and its entries. */
export const PICKERS: Record<PickTarget, { title: string; noun: string; useChoices: () => PickerChoices }> = {
  item: { title: 'Pick an item', noun: 'item', useChoices: useItemChoices },
  enemy: { title: 'Pick an enemy', noun: 'enemy', useChoices: useEnemyChoices },
};
