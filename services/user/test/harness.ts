import { startService, type RunningService } from '@minutemart/kit';
import { testServiceEnv } from '@minutemart/kit/testing';
import { readUserConfig, type UserConfig } from '../src/config.js';
import { userService } from '../src/service.js';

export type UserServiceUnderTest = RunningService<UserConfig>;

/** The real user service on a random port with its own fresh database. */
export async function startUserService(env: Record<string, string> = {}): Promise<UserServiceUnderTest> {
  return startService(userService(readUserConfig(testServiceEnv('user', env))));
}

let counter = 0;
export const newEmail = (tag = 'shopper'): string => `${tag}.${Date.now()}.${counter++}@example.test`;
export const PASSWORD = 'Sabzi4Ever';
