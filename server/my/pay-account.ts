/** The account a holder pays into (server/contracts/pay-account-of.ts, where the 정산서 reads it too). */
export { payAccountOf, type PayAccount } from '../contracts/pay-account-of';
