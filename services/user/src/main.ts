import { runService } from '@minutemart/kit';
import { readUserConfig } from './config.js';
import { userService } from './service.js';

await runService(userService(readUserConfig()));
