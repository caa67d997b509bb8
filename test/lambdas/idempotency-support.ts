/** What the idempotency test files share: a project owner per test, project creates and lists, and forgetting answers. */
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, expect } from 'vitest';
import { documentClient } from '#lambdas/lib/db/client.ts';
import { handler } from '#lambdas/projects/handler.ts';
import { signedInAs } from '../support/accounts';
import { invoke } from '../support/invoke';

export type Caller = Awaited<ReturnType<typeof signedInAs>>;
/** A fresh signed-in user per test, the owner of the projects the tests create. */
export let owner: Caller;

/** Registers the per-test owner in the file that imports this. */
export function ownerPerTest() {
  beforeEach(async () => {
    owner = await signedInAs('User');
  });
}

export const project = (name = 'Idempotent project', overrides: Record<string, unknown> = {}) => ({
  name,
  description: 'Created once',
  startDate: '2026-01-05',
  visibility: 0,
  status: 1,
  ...overrides,
});

export const create = (body: unknown, key: string | undefined, caller: Caller = owner) =>
  invoke(handler, 'POST', '/api/projects', {
    headers: { ...caller.headers, ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
    body,
  });

export const mine = async (caller: Caller = owner) => {
  const answer = await invoke(handler, 'GET', '/api/projects?owner=me&limit=100', { headers: caller.headers });
  expect(answer.statusCode).toBe(200);
  return answer.json.items as Array<{ id: string; name: string }>;
};

/** What a lost answer leaves behind: the create's work, but no remembered answer for its key. */
export async function forgetAnswers(route: string, userId: string): Promise<void> {
  const TableName = process.env.TABLE_NAME;
  const pk = `idempotency#${route} ${userId}`;
  const { Items = [] } = await documentClient.send(
    new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }),
  );
  expect(Items.length).toBeGreaterThan(0);
  for (const item of Items) await documentClient.send(new DeleteCommand({ TableName, Key: { pk, sk: item.sk } }));
}
