import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Conversation } from '../domain/analysis/conversation';
import { db, tables } from './dynamo';
import { openerFor, sealerFor } from './keys/user-text';
import { writeForUser, type WriteAuthority } from './user-guard';

/** The user's conversation with the assistant: one item, `chat`, sealed with their key. */
const key = (userId: string) => ({ userId, sk: 'chat' });

export async function readConversation(userId: string): Promise<Conversation | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.journal, Key: key(userId), ConsistentRead: true }),
  );
  if (typeof Item?.sealed !== 'string') return undefined;
  const open = await openerFor(userId, [Item]);
  return open<Conversation>(Item.sealed);
}

export async function writeConversation(
  authority: WriteAuthority,
  conversation: Conversation,
): Promise<void> {
  const seal = await sealerFor(authority.userId);
  await writeForUser(authority, [
    {
      Put: {
        TableName: tables.journal,
        Item: { ...key(authority.userId), sealed: seal(conversation) },
      },
    },
  ]);
}

export async function forgetConversation(userId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tables.journal, Key: key(userId) }));
}
