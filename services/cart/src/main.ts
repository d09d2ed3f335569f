import { runService } from '@minutemart/kit';
import { readCartConfig } from './config.js';
import { cartService } from './service.js';

await runService(cartService(readCartConfig()));
