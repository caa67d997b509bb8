import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { saveConsent } from './save-consent';

export const group = createEndpointGroup(
  'privacy',
  {
    'POST /consent': saveConsent,
  },
  { authenticate },
);

export const handler = group.handler;
