/**
 * The part of the CloudFront Functions event (cloudfront-js-2.0) the site's viewer functions use.
 * Header names are lower case; a header is `{ value }`.
 */
interface EdgeHeaders {
  [name: string]: { value: string } | undefined;
}

export interface EdgeRequest {
  uri: string;
  headers?: EdgeHeaders;
}

export interface EdgeResponse {
  statusCode: number;
  statusDescription?: string;
  headers: EdgeHeaders;
}

export interface ViewerRequestEvent {
  request: EdgeRequest;
}

export interface ViewerResponseEvent {
  request: EdgeRequest;
  response: EdgeResponse;
}
