import { triggerFunctionName, triggers, type TriggerName } from '../routes';
import { lambdaContext, loadHandler } from './api-gateway';

const byFunctionName = new Map(
  (Object.keys(triggers) as TriggerName[]).map((name) => [triggerFunctionName(name), name]),
);

/** Runs a Cognito trigger's real handler, as Lambda would when Cognito invokes it. */
export async function invokeTrigger(name: TriggerName, event: unknown): Promise<unknown> {
  const handler = (await loadHandler(triggers[name])) as unknown as (
    event: unknown,
    context: unknown,
  ) => Promise<unknown>;
  return handler(event, lambdaContext(triggerFunctionName(name)));
}

export function triggerOf(functionName: string): TriggerName | undefined {
  return byFunctionName.get(functionName);
}

/** What the Lambda Invoke API answers: the result, or a function error as Lambda reports it. */
export async function invokeByFunctionName(
  functionName: string,
  payload: unknown,
): Promise<{ status: number; headers: Record<string, string>; body: unknown }> {
  const name = triggerOf(functionName);
  if (!name) {
    return {
      status: 404,
      headers: { 'x-amzn-errortype': 'ResourceNotFoundException' },
      body: { message: `Function not found: ${functionName}` },
    };
  }
  try {
    return { status: 200, headers: {}, body: await invokeTrigger(name, payload) };
  } catch (error) {
    return {
      status: 200,
      headers: { 'x-amz-function-error': 'Unhandled' },
      body: { errorType: (error as Error).name, errorMessage: (error as Error).message },
    };
  }
}
