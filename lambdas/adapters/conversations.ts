import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Conversation } from '../domain/analysis/conversation';
import { db, tables } from './dynamo';
import { writeForUser, type WriteAuthority } from './user-guard';

/** The user's conversation with the assistant: one item, `chat`, in their partition. */
const key = (userId: string) => ({ userId, sk: 'chat' });

export async function readConversation(userId: string): Promise<Conversation | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.journal, Key: key(userId), ConsistentRead: true }),
  );
  return (Item?.conversation as Conversation | undefined) ?? undefined;
}

export async function writeConversation(
  authority: WriteAuthority,
  conversation: Conversation,
): Promise<void> {
  await writeForUser(authority, [
    { Put: { TableName: tables.journal, Item: { ...key(authority.userId), conversation } } },
  ]);
}

export async function forgetConversation(userId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tables.journal, Key: key(userId) }));
}
