/** One page of a list: how many items and where to go on from (an opaque cursor). */
export interface PageRequest {
  limit: number;
  cursor: string | null;
}
