import { runService } from '@minutemart/kit';
import { readOrderConfig } from './config.js';
import { orderService } from './service.js';

await runService(orderService(readOrderConfig()));
