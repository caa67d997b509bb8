/** What the logger comparison's handlers read and log: the bare handler's item, a route and a principal. */
export const COUNTER_KEY = { pk: { S: '$portfolio#name_totalvisitors' }, sk: { S: '$sitecounter_1' } };

export interface LoggedEvent {
  routeKey: string;
  principal?: string;
}

export const LOGGED_EVENT: LoggedEvent = { routeKey: 'GET /visitor/stats', principal: 'user-0001' };
