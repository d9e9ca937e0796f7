/** The return path's rules are shared with the server, which applies them when it redeems a hand-over link. */
export { landingWithReturn, RETURN_PARAM, signInPathFor } from '@app/contracts/accounts/return-path';
