import type { EntityConfiguration } from 'electrodb';
import { config } from '../config';
import { documentClient } from './client';

/**
 * Every entity is bound to the one table and client. There is deliberately no Service that
 * composes all entities: each ElectroDB entity costs a few milliseconds of cold start to build,
 * so a group bundles and builds only the entities its routes import. Cross-entity transactions
 * use `createWriteTransaction` with just the entities involved.
 */
export const entityConfig: EntityConfiguration = { client: documentClient, table: config.tableName };
