import { runService } from '@minutemart/kit';
import { readCatalogueConfig } from './config.js';
import { catalogueService } from './service.js';

await runService(catalogueService(readCatalogueConfig()));
