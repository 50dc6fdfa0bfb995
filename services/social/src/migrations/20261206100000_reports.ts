import type { Knex } from 'knex';

/**
 * The board's reports become the moderation queue (docs/sanctions.md#reports-and-the-queue): one
 * table for reports of a board message, of a player, and for appeals. A report keeps a copy of the
 * message it is about, so trimming or deleting the board never takes evidence from the queue.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.renameTable('board_reports', 'reports');
  await knex.raw('alter table reports rename constraint board_reports_pkey to reports_pkey');
  await knex.raw('alter table reports drop constraint board_reports_message_id_foreign');
  await knex.raw('alter table reports alter column message_id drop not null');
  await knex.raw(`alter table reports add constraint reports_message_id_foreign
    foreign key (message_id) references board_messages(id) on delete set null`);
  await knex.schema.alterTable('reports', (table) => {
    // message (a board message), player, appeal (a sanction's appeal, filed by identity's event).
    table.text('kind').notNullable().defaultTo('message');
    table.uuid('target_id');
    table.text('reason_code').notNullable().defaultTo('other');
    table.text('message_body');
    table.integer('coven_id');
    table.bigInteger('sanction_id');
    // open, assigned, resolved.
    table.text('status').notNullable().defaultTo('open');
    table.uuid('assignee_id');
    table.text('assignee_name');
    // dismissed, sanctioned, appeal_upheld, appeal_granted.
    table.text('decision');
    table.text('decision_note');
    table.uuid('resolved_by');
    table.text('resolved_by_name');
    table.timestamp('resolved_at', { useTz: true });
    // Linked reports share their group: the id of the first report of the group.
    table.bigInteger('group_id');
    table.index(['status', 'id']);
    table.index(['target_id', 'id']);
    table.index(['reporter_id', 'created_at']);
    table.index(['group_id']);
  });
  // Existing board reports: their target and a copy of the message.
  await knex.raw(`update reports r set target_id = m.author_id, message_body = m.body, coven_id = m.coven_id
    from board_messages m where m.id = r.message_id`);
  await knex.raw("create unique index reports_one_appeal on reports (sanction_id) where kind = 'appeal'");
  await knex.raw(
    `alter table reports add constraint reports_kind_check check (kind in ('message', 'player', 'appeal'))`,
  );
  await knex.raw(
    `alter table reports add constraint reports_status_check check (status in ('open', 'assigned', 'resolved'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('reports').whereNot({ kind: 'message' }).delete();
  await knex('reports').whereNull('message_id').delete();
  await knex.raw('drop index reports_one_appeal');
  await knex.raw('alter table reports drop constraint reports_kind_check');
  await knex.raw('alter table reports drop constraint reports_status_check');
  await knex.schema.alterTable('reports', (table) => {
    table.dropIndex(['status', 'id']);
    table.dropIndex(['target_id', 'id']);
    table.dropIndex(['reporter_id', 'created_at']);
    table.dropIndex(['group_id']);
    for (const column of [
      'kind',
      'target_id',
      'reason_code',
      'message_body',
      'coven_id',
      'sanction_id',
      'status',
      'assignee_id',
      'assignee_name',
      'decision',
      'decision_note',
      'resolved_by',
      'resolved_by_name',
      'resolved_at',
      'group_id',
    ]) {
      table.dropColumn(column);
    }
  });
  await knex.raw('alter table reports drop constraint reports_message_id_foreign');
  await knex.raw('alter table reports alter column message_id set not null');
  await knex.raw(`alter table reports add constraint board_reports_message_id_foreign
    foreign key (message_id) references board_messages(id)`);
  await knex.raw('alter table reports rename constraint reports_pkey to board_reports_pkey');
  await knex.schema.renameTable('reports', 'board_reports');
}
