import { helloAssoStandIn } from './helloasso';
import { openIdProviderStandIn } from './openid-provider';
import { smtpStandIn } from './smtp';
import type { StandIn } from './stand-in';

/** Every stand-in the global setup starts, in order, before the server. */
export const standIns: StandIn[] = [openIdProviderStandIn, smtpStandIn, helloAssoStandIn];
