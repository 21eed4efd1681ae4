// What a UCP tool knows about the call it answers: the request, and the caller as the tiers read
// it (its tier, its scopes, whose sessions it may touch, the protocol version it negotiated).
import type { Caller } from '../identity/tiers.ts';
import type { CallScope } from '../rpc.ts';

export interface UcpScope extends CallScope {
  caller: Caller;
}
