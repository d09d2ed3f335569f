import { runService } from '@minutemart/kit';
import { readMediaConfig } from './config.js';
import { mediaService } from './service.js';

await runService(mediaService(readMediaConfig()));
