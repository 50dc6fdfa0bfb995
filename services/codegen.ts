/**
 * Typed resolver maps for every subgraph (any service whose package.json says `"subgraph": true`),
 * generated from its schema.graphql into src/__generated__/resolvers.ts (graphql-codegen's
 * typescript-resolvers with federation). `npm run resolvers` writes them (content's `npm run schema`
 * too, after the schema); the build runs `npm run resolvers:check`, which fails when one is stale.
 * Run from the repository root.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_KINDS, CONTENT_SHAPES } from '@vh/contracts/contentContract';

const SERVICES = path.join(process.cwd(), 'services');

/**
 * What a subgraph's resolvers receive as the parent of a type when it is not the GraphQL type
 * itself (a database row, a reference), keyed by service and type; paths from src/__generated__.
 */
const MAPPERS: Record<string, Record<string, string>> = {
  // Content's kinds answer stored entries as they are (see resolvers/entryGraph.ts).
  content: Object.fromEntries([
    ...CONTENT_KINDS.map((kind) => [kind.typeName, '../resolvers/entryGraph#GraphEntry']),
    ...CONTENT_SHAPES.map((shape) => [shape, '../domain/entries#EntryData']),
    ['ContentRelease', '../repositories/releaseRepository#ReleaseRow'],
  ]),
  game: {
    User: '../useCases/userGame#PlayerView',
    JournalEntry: '../useCases/journalView#JournalEntryView',
    // Content's entities, answered as references content resolves: only their id.
    ...Object.fromEntries(
      ['Enemy', 'Item', 'Rank', 'HuntingGround'].map((type) => [type, `Pick<${type}, 'id'>`]),
    ),
  },
  identity: {
    User: '../domain/userView#UserRecord',
    Sanction: '../sanctions/sanctionRepository#SanctionRow',
  },
  analytics: {
    Season: '../seasons/seasonQueries#SeasonView',
    User: '../domain/userReference#UserReference',
    LeagueWeek: '../leagues/leagueRepository#WeekRow',
    LeagueTier: '../leagues/leagueRepository#TierRow',
    Tournament: '../tournaments/tournamentRepository#TournamentReference',
  },
  payments: {
    Payment: '../useCases/paymentQueries#PaymentView',
    PremiumPackage: '../domain/packages#PremiumPackage',
    PremiumPackageItem: '../domain/packages#PackageItem',
  },
  social: {
    BoardMessage: '../board/boardRepository#BoardMessageView',
    Coven: '../covens/covenRepository#CovenRow',
    CovenInvitation: '../covens/covenRepository#CovenInvitationRow',
    CovenJoinRequest: '../covens/covenRepository#CovenJoinRequestRow',
    CovenMember: '../covens/covenRepository#CovenMemberRow',
    Expedition: '../expeditions/expeditionRepository#ExpeditionRow',
    ExpeditionContribution: '../expeditions/expeditionRepository#ContributionRow',
    ExpeditionShare: '../expeditions/expeditionRepository#ShareView',
    ExpeditionTarget: '../expeditions/expeditionRepository#TargetRow',
    Friend: '../friends/friendQueries#FriendView',
    FriendRequest: '../friends/friendRepository#FriendRequestRow',
    Gift: '../gifts/giftRepository#GiftRow',
    GiftSetting: '../gifts/giftRepository#GiftSettingRow',
    Notification: '../inbox/inbox#NotificationView',
    SocialPlayer: '../players/playerView#SocialPlayerView',
    Report: '../moderation/reportRepository#ReportRow',
  },
};

function subgraphs(): string[] {
  return readdirSync(SERVICES).filter((name) => {
    try {
      const manifest = JSON.parse(readFileSync(path.join(SERVICES, name, 'package.json'), 'utf8'));
      return manifest.vampireHunt?.subgraph === true;
    } catch {
      return false;
    }
  });
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const HEADER = '/* Generated from schema.graphql by `npm run resolvers`: do not edit. */';

function resolversOf(service: string) {
  return {
    schema: `services/${service}/schema.graphql`,
    plugins: [{ add: { content: HEADER } }, 'typescript', 'typescript-resolvers'],
    config: {
      federation: true,
      useTypeImports: true,
      enumsAsTypes: true,
      contextType: `../context#${pascal(service)}Context`,
      mappers: MAPPERS[service] ?? {},
      // A mapped type is imported as <Name>Model, beside the generated type of the same name.
      mapperTypeSuffix: 'Model',
    },
  };
}

const config: CodegenConfig = {
  generates: Object.fromEntries(
    subgraphs().map((service) => [
      `services/${service}/src/__generated__/resolvers.ts`,
      resolversOf(service),
    ]),
  ),
};

export default config;
