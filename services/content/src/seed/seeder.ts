import type { Knex, Logger } from '@vh/kit';
import type { ContentDeps, Caller } from '../deps';
import type { EntryData } from '../domain/entries';
import { KINDS, SHAPES, type FieldSpec, type KindName } from '../domain/kinds';
import { processUpload } from '../images/imageProcessing';
import { createEntryIn, updateEntryIn } from '../useCases/contentEntries';
import { STARTER_KIT_SETTING, type StarterKit } from '../useCases/settings';
import { STARTER_KIT, type ImageSpec, type SeedEntry } from './world';

/** Kinds in an order where every required reference points at an earlier kind. */
const SEED_ORDER: KindName[] = [
  'rarity',
  'itemtype',
  'enemytype',
  'currency',
  'proctype',
  'proceventtype',
  'damagetype',
  'stat',
  'item',
  'enemy',
  'region',
  'huntingground',
  'huntingtable',
  'rank',
  'news',
];

/** The seeder acts as an admin with no account behind it. */
const SEEDER: Caller = {
  viewer: { userId: 'seed', name: 'seed', role: 'admin', secondFactor: true },
  requestId: 'seed',
};
const IMAGE_FIELDS: Partial<Record<KindName, { image: string; animated?: string }>> = {
  item: { image: 'imageId', animated: 'animatedId' },
};

type SeedKeys = Map<string, number>;
/** Edge of the generated images; thumbnails are made from them like from any upload. */
const SEED_IMAGE_SIZE = 256;
type Render = (spec: ImageSpec, size: number) => Promise<Buffer>;

/**
 * Resolves '<kind>:<key>' references to ids. References to entries not created yet are left out
 * and reported, so a second pass can fill them in (items and enemies refer to each other).
 */
function resolve(value: unknown, spec: FieldSpec, keys: SeedKeys, state: { deferred: boolean }): unknown {
  const lookup = (raw: unknown) => {
    if (typeof raw !== 'string' || !raw.includes(':')) return raw;
    const id = keys.get(raw);
    if (id === undefined) state.deferred = true;
    return id;
  };
  if (value === undefined || value === null) return value;
  if (spec.type === 'ref' && (spec.ref.by ?? 'id') === 'id') return lookup(value) ?? null;
  if (spec.type === 'refList' && (spec.ref.by ?? 'id') === 'id') {
    return (value as unknown[]).map(lookup).filter((id) => id !== undefined);
  }
  if (spec.type === 'list') {
    const fields = SHAPES[spec.of] as Record<string, FieldSpec>;
    return (value as EntryData[]).flatMap((item) => {
      const before = state.deferred;
      const inner = { deferred: false };
      const resolved = Object.fromEntries(
        Object.entries(item).map(([name, innerValue]) => [
          name,
          resolve(innerValue, fields[name]!, keys, inner),
        ]),
      );
      state.deferred = before || inner.deferred;
      // A nested entry whose required reference is not there yet waits for the second pass.
      const incomplete = Object.entries(fields).some(
        ([name, field]) =>
          field.type === 'ref' && field.required && (resolved[name] === undefined || resolved[name] === null),
      );
      return incomplete ? [] : [resolved];
    });
  }
  return value;
}

function resolveData(kind: KindName, data: EntryData, keys: SeedKeys) {
  const state = { deferred: false };
  const fields = KINDS[kind].fields;
  const resolved = Object.fromEntries(
    Object.entries(data).map(([name, value]) => {
      const spec = fields[name];
      if (!spec) throw new Error(`seed ${kind}: unknown field ${name}`);
      return [name, resolve(value, spec, keys, state)];
    }),
  );
  return { data: resolved, deferred: state.deferred };
}

async function storeImage(
  deps: ContentDeps,
  trx: Knex.Transaction,
  render: Render,
  spec: ImageSpec | undefined,
) {
  if (!spec) return undefined;
  return deps.images.insert(await processUpload(await render(spec, SEED_IMAGE_SIZE)), trx);
}

function imageFields(kind: KindName) {
  const fields = KINDS[kind].fields;
  return {
    image: IMAGE_FIELDS[kind]?.image ?? ('imageId' in fields ? 'imageId' : undefined),
    animated: IMAGE_FIELDS[kind]?.animated ?? ('animatedImageId' in fields ? 'animatedImageId' : undefined),
  };
}

/** The StarterKit setting (ids resolved from STARTER_KIT's keys), once; admins may change it later. */
async function seedStarterKit(deps: ContentDeps, trx: Knex.Transaction, keys: SeedKeys): Promise<number> {
  const seeded = await trx('seed_keys').where({ kind: 'setting', key: STARTER_KIT_SETTING }).first();
  if (seeded) return 0;
  const kit: StarterKit = {
    items: STARTER_KIT.equippedItems.map(({ key, amount }) => ({
      itemId: keys.get(`item:${key}`)!,
      amount,
      equipped: true,
    })),
    currencies: STARTER_KIT.currencies.map(({ name, value }) => ({ name, value })),
    huntingGroundId: keys.get(`huntingground:${STARTER_KIT.huntingGround}`)!,
  };
  const setting = await deps.settings.save(trx, STARTER_KIT_SETTING, JSON.stringify(kit));
  await trx('seed_keys').insert({ kind: 'setting', key: STARTER_KIT_SETTING, entry_id: setting.id });
  return 1;
}

/**
 * Creates every world entry that was never seeded (by kind and key), with its generated images, in
 * two passes so mutual references resolve. Entries seeded before are left as admins edited them.
 * Runs under an advisory lock, so concurrent migrate jobs do not seed twice.
 */
export async function seedWorld(
  deps: ContentDeps,
  world: Record<KindName, SeedEntry[]>,
  render: Render,
  logger: Logger,
): Promise<{ created: number }> {
  return deps.db.transaction(async (lockTrx) => {
    await lockTrx.raw('select pg_advisory_xact_lock(hashtext(?))', ['content-seed']);
    const rows: { kind: string; key: string; entry_id: number }[] = await lockTrx('seed_keys').select();
    const keys: SeedKeys = new Map(rows.map((row) => [`${row.kind}:${row.key}`, row.entry_id]));
    const pending: { kind: KindName; seed: SeedEntry; id: number }[] = [];
    let created = 0;

    for (const kind of SEED_ORDER) {
      for (const seed of world[kind] ?? []) {
        if (keys.has(`${kind}:${seed.key}`)) continue;
        const { data, deferred } = resolveData(kind, seed.data, keys);
        const fields = imageFields(kind);
        const image = await storeImage(deps, lockTrx, render, seed.image);
        const animated = await storeImage(deps, lockTrx, render, seed.animatedImage);
        if (fields.image && image) data[fields.image] = image;
        if (fields.animated && animated) data[fields.animated] = animated;
        const entry = await createEntryIn(deps, lockTrx, SEEDER, kind, data);
        await lockTrx('seed_keys').insert({ kind, key: seed.key, entry_id: entry.id });
        keys.set(`${kind}:${seed.key}`, entry.id);
        if (deferred) pending.push({ kind, seed, id: entry.id });
        created += 1;
      }
    }
    for (const { kind, seed, id } of pending) {
      const { data, deferred } = resolveData(kind, seed.data, keys);
      if (deferred) throw new Error(`seed ${kind}:${seed.key} references an entry missing from the world`);
      await updateEntryIn(deps, lockTrx, SEEDER, kind, { id, ...data });
    }
    created += await seedStarterKit(deps, lockTrx, keys);
    if (created > 0) logger.info({ created, completed: pending.length }, 'world seeded');
    return { created };
  });
}
