import type { AdminContractDetail } from '../../../shared/contract-ledger';
import { SettlementCard } from './SettlementCard';
import { LoanCard } from './LoanCard';
import { LateWaiverForm } from './LateWaiverForm';

/** A live contract's money at move-in on the desk: its 입주 정산서, its 중도금 대출 and the 연체료 면제 form, in that order. */
export function ContractMoveInMoney({ c }: { c: AdminContractDetail }) {
  return (
    <>
      <SettlementCard contractId={c.id} />
      <LoanCard contractId={c.id} instalments={c.instalments} />
      <LateWaiverForm contractId={c.id} instalments={c.instalments} />
    </>
  );
}
