/**
 * The statements that fill bench:scale's world, one chunk of players or fights each ($1 and $2: the
 * first and last 0-based index). Rows are generated inside PostgreSQL (generate_series, INSERT ...
 * SELECT); fights and journal entries are copies of real ones (the bench_scale_* templates).
 */
import { FIGHT_SKEW, coolnessSql, playerIdSql, skewedIndexSql, unitSql, xpSql } from './scaleDistribution';

/** Players' names: two syllables and the index, 3 to 20 characters as identity wants them. */
const FIRST = [
  'Vlad',
  'Mina',
  'Raven',
  'Night',
  'Crypt',
  'Blood',
  'Moon',
  'Shade',
  'Fang',
  'Ash',
  'Grim',
  'Bat',
];
const SECOND = ['hunter', 'stalker', 'walker', 'slayer', 'seeker', 'keeper', 'born', 'heart', 'wing', 'claw'];
const textArray = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;
export const nameSql = (index: string) =>
  `(${textArray(FIRST)})[1 + (${index}) % ${FIRST.length}] || (${textArray(SECOND)})[1 + ((${index}) / ${FIRST.length}) % ${SECOND.length}] || (${index})`;

/** Account age: up to two years, the same draw in identity, the game and analytics. */
const registeredAtSql = (index: string) => `now() - ${unitSql('age', index)} * interval '730 days'`;
/** 3 % of players subscribe, to one of the three tiers. */
const subscriberSql = (index: string) => `${unitSql('sub', index)} < 0.03`;
const subscriptionLevelSql = (index: string) =>
  `(case when ${subscriberSql(index)} then 1 + floor(3 * ${unitSql('tier', index)}) else 0 end)::smallint`;

export const identityUsers = (userRole: number) => `
  insert into users (id, name, email, password_hash, role, activated_at, last_login_at, created_at, updated_at)
  select ${playerIdSql('i')}, ${nameSql('i')}, lower(${nameSql('i')}) || '@example.test', '!bench-scale',
         ${userRole}, ${registeredAtSql('i')}, now() - ${unitSql('seen', 'i')} * interval '60 days',
         ${registeredAtSql('i')}, now()
  from generate_series($1::bigint, $2::bigint) i`;

/** Template player of player i: its hunting ground, inventory, currencies and equipment. */
const templateOf = (templates: number) => `(i % ${templates})::int`;

export const gamePlayers = (templates: number) => `
  insert into players (user_id, name, xp, coolness, hunting_ground_id, subscription_level, created_at, updated_at)
  select ${playerIdSql('i')}, ${nameSql('i')}, ${xpSql('i')}, ${coolnessSql('i')}, t.hunting_ground_id,
         ${subscriptionLevelSql('i')}, ${registeredAtSql('i')}, now()
  from generate_series($1::bigint, $2::bigint) i
  join bench_scale_players t on t.n = ${templateOf(templates)}`;

/** The template's inventory with amounts spread from half to ten times its own. */
export const gameItems = (templates: number) => `
  insert into player_items (user_id, item_id, amount)
  select ${playerIdSql('i')}, pi.item_id,
         greatest(1, floor(pi.amount * (0.5 + 9.5 * power(${unitSql('items', 'i')}, 3))))::int
  from generate_series($1::bigint, $2::bigint) i
  join bench_scale_players t on t.n = ${templateOf(templates)}
  join player_items pi on pi.user_id = t.user_id`;

/** The balances, each with its opening ledger row (docs/ledger.md): the world's ledger verifies. */
export const gameCurrencies = (templates: number) => `
  with balances as (
    insert into player_currencies (user_id, short_name, amount)
    select ${playerIdSql('i')}, pc.short_name, floor(1000000 * power(${unitSql('gold', 'i')}, 3))::bigint
    from generate_series($1::bigint, $2::bigint) i
    join bench_scale_players t on t.n = ${templateOf(templates)}
    join player_currencies pc on pc.user_id = t.user_id
    returning user_id, short_name, amount
  )
  insert into currency_ledger (user_id, currency, delta, balance_after, source)
  select user_id, short_name, amount, amount, 'opening_balance' from balances where amount <> 0`;

export const gameEquipment = (templates: number) => `
  insert into equipped_items (user_id, set_index, item_id, equipped_seq)
  select ${playerIdSql('i')}, e.set_index, e.item_id, e.equipped_seq
  from generate_series($1::bigint, $2::bigint) i
  join bench_scale_players t on t.n = ${templateOf(templates)}
  join equipped_items e on e.user_id = t.user_id`;

/** Columns of a fight the fill sets itself; the rest are the template's (see copiedColumns). */
export const FIGHT_OWN_COLUMNS = ['id', 'user_id', 'seed', 'started_at', 'ended_at', 'share_token'];
/** Columns of a journal entry the fill sets itself. */
export const JOURNAL_OWN_COLUMNS = ['id', 'user_id', 'timestamp'];

const list = (columns: string[], prefix = '') => columns.map((column) => `${prefix}"${column}"`).join(', ');

/**
 * Fights $1..$2, each a copy of a template fight, by a skewed pick of players, over the last 90 days;
 * the grimoire's counters follow in the same statement.
 */
export const gameFights = (players: number, templates: number, copied: string[]) => `
  with picked as (
    select s, ${skewedIndexSql('random()', players, FIGHT_SKEW)} as player,
           (extract(epoch from now()) - 90 * 86400 * random())::bigint as started_at
    from generate_series($1::bigint, $2::bigint) s
  ), inserted as (
    insert into combats (user_id, seed, started_at, ended_at, ${list(copied)})
    select ${playerIdSql('p.player')}, t.seed + p.s, p.started_at, p.started_at + t.duration, ${list(copied, 't.')}
    from picked p join bench_scale_combats t on t.n = (p.s % ${templates})::int
    returning user_id, enemy_id
  )
  insert into enemy_hunts (user_id, enemy_id, times)
  select user_id, enemy_id, count(*) from inserted group by user_id, enemy_id
  on conflict (user_id, enemy_id) do update set times = enemy_hunts.times + excluded.times`;

/** Journal entries $1..$2: copies of template entries, spread over players as the fights are. */
export const gameJournal = (players: number, templates: number, copied: string[]) => `
  insert into journal_entries (user_id, timestamp, ${list(copied)})
  select ${playerIdSql(skewedIndexSql('random()', players, FIGHT_SKEW))},
         (extract(epoch from now()) - 90 * 86400 * random())::bigint, ${list(copied, 't.')}
  from generate_series($1::bigint, $2::bigint) s
  join bench_scale_journal t on t.n = (s % ${templates})::int`;

/** A history of $2 journal entries for each of the players $1 (the measured players' deep pages). */
export const journalHistory = (templates: number, copied: string[]) => `
  insert into journal_entries (user_id, timestamp, ${list(copied)})
  select u.id, extract(epoch from now())::bigint - 60 * ($2::int - s), ${list(copied, 't.')}
  from unnest($1::uuid[]) u(id)
  cross join generate_series(1, $2::int) s
  join bench_scale_journal t on t.n = (s % ${templates})::int
  order by u.id, s`;

export const analyticsPlayers = () => `
  insert into players (user_id, name, xp, xp_at, coolness, coolness_at, progress_version, row_version,
                       registered_at, updated_at)
  select ${playerIdSql('i')}, ${nameSql('i')}, ${xpSql('i')}, now() - ${unitSql('xp_at', 'i')} * interval '90 days',
         ${coolnessSql('i')}, now() - ${unitSql('cool_at', 'i')} * interval '90 days', 1, 1,
         ${registeredAtSql('i')}, now()
  from generate_series($1::bigint, $2::bigint) i`;

/** Day $2 days ago: a tenth of the players (skewed towards the keen ones) played. */
export const analyticsActivityDay = (players: number) => `
  insert into activity_days (user_id, day)
  select distinct ${playerIdSql(skewedIndexSql('random()', players, 2))}, current_date - $2::int
  from generate_series(1, $1::int)
  on conflict do nothing`;

export const analyticsSubscriptions = () => `
  insert into subscriptions (user_id, level, active_from, active_until)
  select ${playerIdSql('i')}, ${subscriptionLevelSql('i')}, now() - interval '20 days', now() + interval '10 days'
  from generate_series($1::bigint, $2::bigint) i
  where ${subscriberSql('i')}`;

/** $1 purchases over the last 30 days, of four packages. */
export const analyticsPurchases = (players: number) => `
  insert into purchases (payment_id, user_id, package_id, day)
  select 'bench-scale-' || s, ${playerIdSql(skewedIndexSql('random()', players, 2))}, 1 + (s % 4),
         current_date - floor(30 * random())::int
  from generate_series(1, $1::int) s`;

/** Daily records up to yesterday, as a service that ran every day would have left them. */
export const analyticsPastRecords = () => `
  insert into analytics_records (day, users, users_active_week, users_active_month, users_active,
                                 silver_subs_active, gold_subs_active, plat_subs_active, purchases)
  select d::date, 0, 0, 0, 0, 0, 0, 0, '[]'::jsonb
  from generate_series((select min(registered_at) from players)::date, current_date - 1, interval '1 day') d
  on conflict (day) do nothing`;
