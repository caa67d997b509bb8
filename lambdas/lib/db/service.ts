import { Service } from 'electrodb';
import { config } from '../config';
import { documentClient } from './client';
import { PageViewCounter } from './entities/page-view-counter';
import { SiteCounter } from './entities/site-counter';
import { VisitorSession } from './entities/visitor-session';

/** Every entity of the single table, composed so that transactions can span them. */
export const db = new Service(
  { pageViewCounter: PageViewCounter, siteCounter: SiteCounter, visitorSession: VisitorSession },
  { client: documentClient, table: config.tableName },
);
